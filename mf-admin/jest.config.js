const { jestConfig } = require('@permit/tooling/jest-preset');

// The build defines __APP_NAME__/__APP_VERSION__ with DefinePlugin; tests get fixed stand-ins.
// The forms mount Chakra selects, radios and dialogs; on a loaded 2-core machine a test passes jest's default
// 5 s (as in mf-permits), so the limit is raised for the whole module.
module.exports = jestConfig('web', {
  globals: { __APP_NAME__: '@permit/mf-admin', __APP_VERSION__: '0.0.0-test' },
  testTimeout: 30_000,
  setupFiles: [...jestConfig('web').setupFiles, '<rootDir>/src/testing/pointer-event-polyfill.js'],
});
