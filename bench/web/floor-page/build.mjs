// Builds the floor page into `outputPath` (bench/web-load.mjs does it in every run, beside the apps).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export function buildFloorPage(outputPath) {
  const webpack = require('webpack');
  const config = require('./webpack.config.js')(outputPath);
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(outputPath);
    });
  });
}
