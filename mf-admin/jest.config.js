const { jestConfig } = require('@permit/tooling/jest-preset');

// The build defines __APP_NAME__/__APP_VERSION__ with DefinePlugin; tests get fixed stand-ins.
module.exports = jestConfig('web', {
  globals: { __APP_NAME__: '@permit/mf-admin', __APP_VERSION__: '0.0.0-test' },
  setupFiles: [...jestConfig('web').setupFiles, '<rootDir>/src/testing/pointer-event-polyfill.js'],
});
