import { configure } from '@testing-library/react';

// Queries that wait (findBy, waitFor) get 5 s instead of 1 s: under load a fetch-and-render can take longer.
configure({ asyncUtilTimeout: 5_000 });
