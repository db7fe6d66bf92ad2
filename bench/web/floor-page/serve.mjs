// Serves the built floor page as the apps are served (tooling/serve-static.js: compression, cache rules, /api
// proxied to the stack's API), so that its loads and /nd's differ only in what the pages do.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export async function serveFloorPage(root, apiUrl) {
  const { createStaticServer } = require('../../../tooling/serve-static.js');
  const server = createStaticServer({ app: 'shell', root, env: { API_URL: apiUrl, REMOTES: '[]' }, log: () => {} });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://localhost:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
