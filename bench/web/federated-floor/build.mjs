// Builds the federated floor's host and remote into `outputPath`/host and /remote (bench/web-load.mjs, every run).
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

function build(config) {
  const webpack = require('webpack');
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}

export async function buildFederatedFloor(outputPath) {
  const config = require('./webpack.config.js');
  const paths = { host: join(outputPath, 'host'), remote: join(outputPath, 'remote') };
  // One after the other: the machine has two cores.
  await build(config('remote', paths.remote));
  await build(config('host', paths.host));
  return paths;
}
