// The local stand-in for nginx in front of the API replicas: forwarded address and round robin.
import assert from 'node:assert/strict';
import { createServer, request } from 'node:http';
import { after, before, test } from 'node:test';
import { createApiProxy } from './api-proxy.mjs';

/** A replica that answers with the X-Forwarded-For it received. */
function echoReplica(name) {
  const server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ name, forwardedFor: req.headers['x-forwarded-for'] ?? null }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function get(port, headers = {}) {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/api/health', headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, upstream: res.headers['x-upstream'], body: JSON.parse(Buffer.concat(chunks).toString()) }));
    })
      .on('error', reject)
      .end();
  });
}

let replicas = [];
let proxy;
let port;

before(async () => {
  replicas = [await echoReplica('api-1'), await echoReplica('api-2')];
  proxy = createApiProxy({ upstreams: replicas.map((r) => ({ port: r.address().port })), port: 0, host: '127.0.0.1' });
  port = await proxy.listen();
});

after(async () => {
  await proxy.close();
  for (const r of replicas) await new Promise((resolve) => r.close(resolve));
});

test('the address the shell names is passed on alone, as nginx with real_ip does', async () => {
  const res = await get(port, { 'x-forwarded-for': '203.0.113.7' });
  assert.equal(res.status, 200);
  assert.equal(res.body.forwardedFor, '203.0.113.7');
});

test('of a chain, only the last address (the one the shell saw) counts', async () => {
  const res = await get(port, { 'x-forwarded-for': '10.9.9.9, 203.0.113.8' });
  assert.equal(res.body.forwardedFor, '203.0.113.8');
});

test('without the header the caller itself is the client', async () => {
  const res = await get(port);
  assert.match(res.body.forwardedFor, /^(127\.0\.0\.1|::ffff:127\.0\.0\.1|::1)$/);
});

test('requests go to the replicas in turn', async () => {
  const names = [];
  for (let i = 0; i < 4; i += 1) names.push((await get(port)).body.name);
  assert.deepEqual(new Set(names), new Set(['api-1', 'api-2']));
  assert.notEqual(names[0], names[1]);
});
