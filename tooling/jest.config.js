module.exports = require('./jest-preset').jestConfig('node', {
  testMatch: ['<rootDir>/**/*.test.js'],
  // Plain Node loads these ESM-only dependencies of Fastify's plugins with require(); jest's module runtime needs
  // them transpiled (content-disposition@3 under @fastify/static, cookie@2 under Fastify's light-my-request).
  transformIgnorePatterns: ['/node_modules/(?!(@fastify/static/node_modules/)?(content-disposition|cookie)/)'],
});
