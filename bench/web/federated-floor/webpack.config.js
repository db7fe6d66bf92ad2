// The federated floor of bench:web: the floor page's table (bench/web/floor-page) moved into a remote that a host
// finds at run time, as the portal does: the host's page → its entry and the federation runtime → /remotes.json →
// the remote's manifest → remoteEntry.js → the exposed module's chunk → ndSearch. React and react-dom are shared
// singletons; nothing else the portal loads (router, Chakra, react-query, zod, the shell) is there. What /nd costs
// over this page is the portal's own work; what this page costs over the floor page is the architecture's.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const floorConfig = require('../floor-page/webpack.config.js');

const shared = {
  react: { singleton: true, requiredVersion: false },
  'react-dom': { singleton: true, requiredVersion: false },
};

/** `part` is 'host' or 'remote'; each is served from its own origin. */
module.exports = (part, outputPath) => {
  const base = floorConfig(outputPath);
  const host = part === 'host';
  return {
    ...base,
    context: __dirname,
    entry: { main: host ? './src/host-index.ts' : './src/remote-index.ts' },
    output: { ...base.output, publicPath: host ? '/' : 'auto', uniqueName: host ? 'floor_host' : 'floor_remote' },
    plugins: [
      new ModuleFederationPlugin({
        name: host ? 'floor_host' : 'floor_remote',
        ...(host
          ? { remotes: {}, shareStrategy: 'loaded-first' }
          : { filename: 'remoteEntry.js', exposes: { './rows': path.join(__dirname, '..', 'floor-page', 'src', 'floor-table.tsx') } }),
        shared,
        dts: false,
        experiments: { optimization: { target: 'web' } },
      }),
      ...(host ? base.plugins : []),
    ],
  };
};
