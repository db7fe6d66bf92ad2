module.exports = require('@permit/tooling/jest-preset').jestConfig('web');
