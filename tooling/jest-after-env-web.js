require('@testing-library/jest-dom');
// Chakra's components render in several passes; on a loaded 2-core CI machine the default 1 s for
// findBy/waitFor is too tight, so asynchronous queries wait up to 5 s.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
