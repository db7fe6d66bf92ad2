module.exports = require('./jest-preset').jestConfig('node', { testMatch: ['<rootDir>/**/*.test.js'] });
