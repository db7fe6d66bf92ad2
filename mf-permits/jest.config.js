const { jestConfig } = require('@permit/tooling/jest-preset');

const base = jestConfig('web');

// The build defines __APP_NAME__/__APP_VERSION__ with DefinePlugin; tests get fixed stand-ins.
// Screens here mount many Chakra comboboxes and dialogs; on a loaded 2-core machine a test can pass
// jest's default 5 s and a findBy its 1 s, so both limits are raised for the whole module.
module.exports = jestConfig('web', {
  globals: { __APP_NAME__: '@permit/mf-permits', __APP_VERSION__: '0.0.0-test' },
  testTimeout: 30_000,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/after-env.ts'],
});
