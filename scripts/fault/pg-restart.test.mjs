// Fault test: the PostgreSQL server restarts while the API is under a steady stream of writes and reads.
// The API process must keep running and reconnect by itself, answer the requests it cannot serve with a
// clean 503 `{ code, message }` (never a crash, a 500 or a dropped connection), and every write that got
// a 2xx answer must be in the database afterwards. Runs in `npm test` (scripts/test-all.mjs) on a
// throwaway server; PG_PORT / FAULT_API_PORT pin the ports.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ROOT } from '../lib/apps.mjs';
import { freePort, startPostgres } from '../lib/postgres.mjs';
import { prefixed, waitFor } from '../lib/process-utils.mjs';

const pg = createRequire(join(ROOT, 'api', 'package.json'))('pg');
const WORKERS = 4;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

describe('PostgreSQL restart under load', () => {
  let server;
  let api;
  let base;
  let apiPid;
  /** Every request of the load: what it was, when (phase), and how it ended. */
  const results = [];
  let phase = 'before';

  async function call(token, method, path, body) {
    const startedIn = phase;
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { Authorization: `Bearer_${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      let data = null;
      try {
        data = text ? JSON.parse(text) : null;
      } catch {
        data = { unparsed: text };
      }
      results.push({ method, path, startedIn, endedIn: phase, status: res.status, data });
      return { status: res.status, data };
    } catch (error) {
      results.push({ method, path, startedIn, endedIn: phase, status: 0, error: String(error.cause ?? error) });
      return { status: 0, data: null };
    }
  }

  async function worker(token, running) {
    while (running()) {
      const saved = await call(token, 'POST', '/api/nd_processing/create_nd', { draft: true, detail_content_works: 'Нагрузка при перезапуске базы' });
      if (saved.status === 200 && saved.data?.id) await call(token, 'GET', `/api/nd_processing/getNdById/${saved.data.id}`);
      else await sleep(50);
      await call(token, 'GET', '/api/nd_processing/countByStatus/DRAFT');
    }
  }

  before(async () => {
    server = await startPostgres({ port: process.env.PG_PORT ? Number(process.env.PG_PORT) : undefined });
    const port = process.env.FAULT_API_PORT ? Number(process.env.FAULT_API_PORT) : await freePort();
    base = `http://127.0.0.1:${port}`;
    api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(ROOT, 'api'),
      env: {
        ...process.env,
        DATABASE_URL: server.url,
        API_PORT: String(port),
        API_HOST: '127.0.0.1',
        SEED: 'true',
        LOG_LEVEL: 'error',
        TOKEN_SECRET: randomBytes(48).toString('base64url'),
        EXPIRY_INTERVAL_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    prefixed(api, 'api', process.env.FAULT_VERBOSE !== 'true');
    apiPid = api.pid;
    await waitFor(`${base}/api/health`, { child: api, timeoutMs: 180_000 });

    const login = await fetch(`${base}/api/users/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'creator@demo.ru', password: 'demo1234' }),
    });
    assert.equal(login.status, 200);
    const { token } = await login.json();

    let running = true;
    const load = Promise.all(Array.from({ length: WORKERS }, () => worker(token, () => running)));
    await sleep(1500);
    phase = 'down';
    await server.stopServer();
    // Long enough for every worker to hit the outage several times.
    await sleep(2500);
    phase = 'starting';
    await server.startServer();
    phase = 'after';
    await sleep(4000);
    running = false;
    await load;
  });

  after(async () => {
    if (api && api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((r) => api.once('exit', r));
    }
    server?.stop();
  });

  it('the API process keeps running through the restart (same process, healthy afterwards)', async () => {
    assert.equal(api.exitCode, null, 'the API process exited');
    assert.equal(api.pid, apiPid);
    const health = await fetch(`${base}/api/health`);
    assert.equal(health.status, 200);
  });

  it('requests it cannot serve get a clean 503 { code, message } in Russian; no 500s, no dropped connections', () => {
    const dropped = results.filter((r) => r.status === 0);
    assert.deepEqual(dropped, [], 'connections dropped without an answer');
    const failures = results.filter((r) => r.status >= 300);
    assert.ok(failures.length > 0, 'the load never met the outage');
    for (const f of failures) {
      assert.equal(f.status, 503, `${f.method} ${f.path}: ${f.status} ${JSON.stringify(f.data)}`);
      assert.equal(f.data?.code, 'SERVICE_UNAVAILABLE');
      assert.match(f.data?.message ?? '', /[А-Яа-яЁё]/);
      assert.ok(f.startedIn !== 'before' || f.endedIn !== 'before', 'a 503 before the server went down');
    }
  });

  it('reconnects by itself: writes and reads succeed again after the server is back', () => {
    const afterRestart = results.filter((r) => r.startedIn === 'after');
    const writes = afterRestart.filter((r) => r.method === 'POST' && r.status === 200);
    const reads = afterRestart.filter((r) => r.method === 'GET' && r.status === 200);
    assert.ok(writes.length >= 5, `only ${writes.length} successful writes after the restart`);
    assert.ok(reads.length >= 5, `only ${reads.length} successful reads after the restart`);
    const lateFailures = afterRestart.filter((r) => r.status !== 200);
    // The pool drops its dead connections when the server goes; after that nothing fails.
    assert.ok(lateFailures.length <= WORKERS, `${lateFailures.length} failures after the server was back`);
  });

  it('every write answered 2xx is in the database', async (t) => {
    const count = (f) => results.filter(f).length;
    t.diagnostic(
      `${results.length} requests: ${count((r) => r.status === 200)} ok, ${count((r) => r.status === 503)} answered 503; ` +
        `${count((r) => r.method === 'POST' && r.status === 200)} writes committed`,
    );
    const ids = results.filter((r) => r.method === 'POST' && r.status === 200).map((r) => r.data.id);
    assert.ok(ids.length > 0);
    assert.equal(new Set(ids).size, ids.length, 'an id was answered twice');
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      const { rows } = await client.query('select id from nd where id = any($1::int[])', [ids]);
      const found = new Set(rows.map((r) => r.id));
      const missing = ids.filter((id) => !found.has(id));
      assert.deepEqual(missing, [], 'answered 2xx but not in the database');
    } finally {
      await client.end();
    }
  });
});
