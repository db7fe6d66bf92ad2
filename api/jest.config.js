// Tests run against a real database: PGlite in memory by default, a PostgreSQL server when DATABASE_URL is set.
// One PGlite instance costs ~700 MB and ~3-5 s to start, so files run one at a time and share it per file.
module.exports = require('@permit/tooling/jest-preset').jestConfig('node', {
  maxWorkers: 1,
  testTimeout: 60_000,
  setupFiles: ['<rootDir>/src/test/jest-env.js'],
});
