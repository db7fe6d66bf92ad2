// Serves the federated floor as the portal is served (tooling/serve-static.js): the host as the shell is, with
// /remotes.json naming the remote's manifest and /api proxied, the remote from an origin of its own.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://localhost:${server.address().port}`)));
}

export async function serveFederatedFloor(paths, apiUrl) {
  const { createStaticServer } = require('../../../tooling/serve-static.js');
  const remote = createStaticServer({ app: 'mf-permits', root: paths.remote, env: {}, log: () => {} });
  const remoteUrl = await listen(remote);
  const REMOTES = JSON.stringify([{ name: 'floor_remote', entry: `${remoteUrl}/mf-manifest.json` }]);
  const host = createStaticServer({ app: 'shell', root: paths.host, env: { API_URL: apiUrl, REMOTES }, log: () => {} });
  const url = await listen(host);
  const close = (server) => new Promise((resolve) => server.close(resolve));
  return { url, close: () => Promise.all([close(host), close(remote)]) };
}
