module.exports = require('@permit/tooling/jest-preset').jestConfig('web', {
  testEnvironment: '<rootDir>/jest-environment.js',
});
