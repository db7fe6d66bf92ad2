// One jest setup for every package: swc transpiles TypeScript (TS 7 has no compiler API for ts-jest).
const path = require('node:path');

const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

/** @param {'node' | 'web'} kind */
function jestConfig(kind, overrides = {}) {
  return {
    testEnvironment: kind === 'web' ? 'jsdom' : 'node',
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
    moduleNameMapper: { '\\?static-css$': path.join(__dirname, 'jest-static-css.js') },
    setupFiles: kind === 'web' ? [path.join(__dirname, 'jest-setup-web.js')] : [],
    setupFilesAfterEnv: kind === 'web' ? [path.join(__dirname, 'jest-after-env-web.js')] : [],
    ...overrides,
  };
}

module.exports = { jestConfig };
