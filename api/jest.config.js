// Tests run against a real database: PGlite in memory by default, a PostgreSQL server when DATABASE_URL is set.
// One PGlite instance costs ~700 MB and ~3-5 s to start, so files run one at a time, each sharing one
// instance, and a worker that grew large is replaced between files.
const base = require('@permit/tooling/jest-preset').jestConfig('node');

module.exports = require('@permit/tooling/jest-preset').jestConfig('node', {
  maxWorkers: 1,
  workerIdleMemoryLimit: '1500MB',
  testTimeout: 60_000,
  setupFiles: ['<rootDir>/src/test/jest-env.js'],
  // Two packages need transpiling under jest's module runtime (plain Node runs them as they are):
  // light-my-request (Fastify's inject) requires cookie@2, which is ESM only, and PGlite's CommonJS build
  // loads node:fs with a dynamic import(), which jest's vm refuses without --experimental-vm-modules;
  // swc turns that import() into a require(). @fastify/static (under @fastify/swagger-ui) requires
  // content-disposition@3, ESM only, from its own node_modules.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition|@electric-sql/pglite)/|@fastify/static/node_modules/content-disposition/)'],
  transform: {
    ...base.transform,
    '^.+\\.cjs$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
});
