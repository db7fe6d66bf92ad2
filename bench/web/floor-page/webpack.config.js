// The floor page's production build: the same webpack, swc options, chunk naming and HTML template as the apps
// (tooling/webpack.js), with React and react-dom only: no federation, router, Chakra or react-query.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { HASH_LENGTH } = require('../../../tooling/hashed-names');

module.exports = (outputPath) => ({
  mode: 'production',
  context: __dirname,
  entry: { main: './src/index.tsx' },
  devtool: 'source-map',
  output: { path: outputPath, publicPath: '/', filename: '[name].js', chunkFilename: `[name].[contenthash:${HASH_LENGTH}].js`, clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
  module: {
    rules: [
      {
        test: /\.[cm]?[jt]sx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: false } },
              target: 'es2020',
            },
          },
        },
      },
    ],
  },
  plugins: [
    new HtmlWebpackPlugin({
      template: path.join(__dirname, '..', '..', '..', 'tooling', 'index.html'),
      title: 'Нижняя граница: 20 строк',
      publicPath: '/',
      hash: true,
    }),
  ],
  performance: { hints: false },
  stats: 'errors-warnings',
});
