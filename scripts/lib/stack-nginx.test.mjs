// The compose mirror's proxy is Debian's nginx running deploy/nginx-api.conf: what that config promises,
// checked against the real server (round robin, a replica down skipped, the forwarded address, the error shape).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, get as httpGet } from 'node:http';
import { after, before, test } from 'node:test';
import { freePort } from './postgres.mjs';
import { NGINX_API_CONF, renderApiConf, startNginx } from './stack-nginx.mjs';

/** A replica that answers with its name and the X-Forwarded-For it received; `status` can be changed. */
async function replica(name) {
  const self = { name, status: 200 };
  self.server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(self.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ name, forwardedFor: req.headers['x-forwarded-for'] ?? null }));
    });
  });
  await new Promise((resolve) => self.server.listen(0, '127.0.0.1', resolve));
  self.address = `127.0.0.1:${self.server.address().port}`;
  self.close = () => new Promise((resolve) => (self.server.closeAllConnections(), self.server.close(resolve)));
  return self;
}

let replicas;
let nginx;

before(async () => {
  replicas = [await replica('api-1'), await replica('api-2')];
  nginx = await startNginx({ quiet: true });
  await nginx.setUpstreams(replicas.map((r) => r.address));
});

after(async () => {
  await nginx?.stop();
  for (const r of replicas ?? []) await r.close().catch(() => undefined);
});

async function get(headers = {}, path = '/api/health') {
  const res = await fetch(`${nginx.url}${path}`, { headers });
  const body = await res.json();
  // What a failed assertion prints: the whole answer, so a failure on another machine says what came back.
  const seen = JSON.stringify({ status: res.status, upstream: res.headers.get('x-upstream'), body });
  return { status: res.status, headers: res.headers, body, seen };
}

test('the running config is deploy/nginx-api.conf with only the addresses changed', () => {
  const source = readFileSync(NGINX_API_CONF, 'utf8');
  const rendered = readFileSync(`${nginx.dir}/api.conf`, 'utf8');
  const changes = /^\s*(server\s+\S+:\d+.*|listen\s.*|set_real_ip_from\s.*)$/;
  const rest = (text) => text.split('\n').filter((line) => !changes.test(line));
  assert.deepEqual(rest(rendered), rest(source));
  assert.match(rendered, new RegExp(`listen 127\\.0\\.0\\.1:${nginx.port};`));
  for (const r of replicas) assert.match(rendered, new RegExp(`server ${r.address} max_fails=2 fail_timeout=5s;`));
});

test('a config the mirror cannot rewrite fails loudly instead of running something else', () => {
  const source = readFileSync(NGINX_API_CONF, 'utf8');
  assert.throws(() => renderApiConf(source.replace(/listen \d+;/, 'listen 80 default_server;'), { upstreams: ['127.0.0.1:1'], port: 1 }), /listen/);
  assert.throws(() => renderApiConf(source.replace('upstream permit_api', 'upstream other'), { upstreams: ['127.0.0.1:1'], port: 1 }), /upstream/);
});

test('requests go to the replicas in turn, and X-Upstream names which one answered', async () => {
  const answers = [];
  for (let i = 0; i < 4; i += 1) {
    const res = await get();
    assert.equal(res.status, 200, res.seen);
    assert.equal(res.headers.get('x-upstream'), replicas.find((r) => r.name === res.body.name)?.address, res.seen);
    answers.push(res.body.name);
  }
  assert.deepEqual(new Set(answers), new Set(['api-1', 'api-2']), JSON.stringify(answers));
  assert.notEqual(answers[0], answers[1]);
  assert.notEqual(answers[1], answers[2]);
});

test('the address the shell names is passed on alone, as nginx with real_ip does', async () => {
  const res = await get({ 'x-forwarded-for': '203.0.113.7' });
  assert.equal(res.body.forwardedFor, '203.0.113.7', res.seen);
});

test('of a chain, only the last address (the one the shell saw) counts', async () => {
  const res = await get({ 'x-forwarded-for': '10.9.9.9, 203.0.113.8' });
  assert.equal(res.body.forwardedFor, '203.0.113.8', res.seen);
});

test('without the header the caller itself is the client', async () => {
  const res = await get();
  assert.equal(res.body.forwardedFor, '127.0.0.1', res.seen);
});

test('a replica answering 503 is skipped for the other one (proxy_next_upstream http_503)', async () => {
  replicas[0].status = 503;
  try {
    for (let i = 0; i < 4; i += 1) {
      const res = await get();
      assert.equal(res.status, 200, res.seen);
      assert.equal(res.body.name, 'api-2', res.seen);
    }
  } finally {
    replicas[0].status = 200;
  }
});

/** One GET on a connection of its own (no keep-alive): nginx's accepting worker decides who answers. */
function freshGet(path = '/api/health') {
  return new Promise((resolve, reject) => {
    httpGet(`${nginx.url}${path}`, { agent: false }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode, upstream: res.headers['x-upstream'], text }));
    }).on('error', reject);
  });
}

test('once the replicas are changed, no worker of the old config is left to answer a new connection', async () => {
  try {
    await nginx.setUpstreams([replicas[1].address]);
    for (let i = 0; i < 20; i += 1) {
      const res = await freshGet();
      assert.equal(res.status, 200, JSON.stringify(res));
      assert.equal(res.upstream, replicas[1].address, JSON.stringify(res));
    }
  } finally {
    await nginx.setUpstreams(replicas.map((r) => r.address));
  }
});

test('a body over client_max_body_size 30m is refused with 413 before any replica sees it', async () => {
  const res = await fetch(`${nginx.url}/api/files`, { method: 'POST', body: Buffer.alloc(31 * 1024 * 1024) });
  assert.equal(res.status, 413);
  await res.arrayBuffer();
});

test('a replica that is down is skipped, and with none left the answer is the API error shape', async () => {
  await replicas[0].close();
  for (let i = 0; i < 4; i += 1) {
    const res = await get();
    assert.equal(res.status, 200);
    assert.equal(res.body.name, 'api-2');
    // Only the replica that answered, not every one tried ($upstream_addr would list the refused one too).
    assert.equal(res.headers.get('x-upstream'), replicas[1].address);
  }
  await replicas[1].close();
  const res = await get();
  assert.equal(res.status, 503);
  assert.equal(res.headers.get('cache-control'), 'no-store');
  assert.equal(res.body.code, 'SERVICE_UNAVAILABLE');
  assert.match(res.body.message, /[А-Яа-яЁё]/);
});

test('a port taken between picking and binding is given up for another one', async () => {
  const squatter = createServer((_req, res) => res.end('not nginx'));
  await new Promise((resolve) => squatter.listen(0, '127.0.0.1', resolve));
  const taken = squatter.address().port;
  const picks = [taken];
  let second;
  try {
    second = await startNginx({ quiet: true, pickPort: async () => picks.shift() ?? freePort() });
    assert.notEqual(second.port, taken);
    const res = await fetch(`${second.url}/api/health`);
    assert.equal(res.status, 503);
    assert.equal((await res.json()).code, 'SERVICE_UNAVAILABLE');
  } finally {
    await second?.stop();
    await new Promise((resolve) => squatter.close(resolve));
  }
});
