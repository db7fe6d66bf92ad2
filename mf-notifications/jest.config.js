// The build defines __APP_NAME__/__APP_VERSION__ with DefinePlugin; tests get fixed stand-ins.
module.exports = require('@permit/tooling/jest-preset').jestConfig('web', {
  globals: { __APP_NAME__: '@permit/mf-notifications', __APP_VERSION__: '0.0.0-test' },
});
