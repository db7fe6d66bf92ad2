const { createAppConfig } = require('@permit/tooling/webpack');

module.exports = (env, argv) =>
  createAppConfig({ dir: __dirname, app: 'mf-permits', exposes: { './module': './src/module.tsx', './prefetch': './src/prefetch.ts' } }, argv);
