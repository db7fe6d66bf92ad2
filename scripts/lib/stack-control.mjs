// A test hook of the local stack, never part of a deployment: with STACK_CONTROL_PORT set, the stack
// script answers on 127.0.0.1 only (port 0: a free one), so fault tests can stop and start the API
// processes and read where the mail catcher and PostgreSQL are.
//   GET  /state             topology, the apps' URLs, API processes, mail catcher and PostgreSQL addresses
//   POST /api/stop[?name=]  stop every API process, or one replica (the proxy and static servers keep running)
//   POST /api/start         start them again and wait until they are healthy
//   POST /postgres/restart  a fast restart of the stack's own PostgreSQL ('compose' only)
import { createServer } from 'node:http';

export function startStackControl(stack, port) {
  const state = () => ({
    topology: stack.topology,
    urls: stack.urls,
    api: { url: stack.urls.api, processes: stack.apiState() },
    mail: stack.mail ? { url: stack.mail.httpUrl, smtp: stack.mail.smtpUrl } : null,
    postgres: stack.databaseUrl ? { url: stack.databaseUrl, own: Boolean(stack.postgres) } : null,
  });
  const actions = {
    'POST /api/stop': (params) => stack.stopApi(params.get('name') ? [params.get('name')] : undefined),
    'POST /api/start': () => stack.startApi(),
    'POST /postgres/restart': async () => {
      if (!stack.postgres) throw new Error('no PostgreSQL of this stack to restart');
      await stack.postgres.restart();
    },
  };
  // One action at a time: a stop racing a start would leave the processes in an unknown state.
  let queue = Promise.resolve();
  const server = createServer((req, res) => {
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url, 'http://control');
    const key = `${req.method} ${url.pathname}`;
    if (key === 'GET /state') return send(200, state());
    const action = actions[key];
    if (!action) return send(404, { error: 'unknown control action' });
    queue = queue.then(async () => {
      try {
        await action(url.searchParams);
        send(200, state());
      } catch (error) {
        send(500, { error: error.message });
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
