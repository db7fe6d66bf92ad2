import { expect, test } from '@playwright/test';
import { apiSignIn } from '../support/api';
import { DEMO_PASSWORD, USERS, ports } from '../support/portal';
import { controlUrl, stackState, startApi, stopApi, type StackState } from '../support/stack';

/**
 * The local stack in docker-compose's topology: two API replicas behind the round-robin proxy on
 * API_PORT (deploy/nginx-api.conf), which names the replica that answered in X-Upstream.
 */
test.describe.configure({ mode: 'serial' });

const PROXY = `http://127.0.0.1:${ports.api}`;
let state: StackState;

test.beforeAll(async () => {
  test.skip(!controlUrl(), 'needs the local stack started by the e2e global setup');
  state = await stackState();
  test.skip(state.topology !== 'compose', 'E2E_TOPOLOGY=single runs one API without a proxy');
});

const upstreamOf = (res: Response) => res.headers.get('x-upstream') ?? '';
const addressOf = (url: string) => new URL(url).host;

async function bearer(token: string, url: string) {
  return fetch(url, { headers: { Authorization: `Bearer_${token}` } });
}

test('both replicas answer behind the proxy, in turn', async () => {
  expect(state.processes).toHaveLength(2);
  const seen = new Set<string>();
  for (let i = 0; i < 6; i++) {
    const res = await fetch(`${PROXY}/api/health`);
    expect(res.status).toBe(200);
    seen.add(upstreamOf(res));
  }
  expect([...seen].sort()).toEqual(state.processes.map((p) => addressOf(p.url)).sort());
});

test('a session made through one replica works through the other, and so does what it wrote', async () => {
  const [one, two] = state.processes;
  if (!one || !two) throw new Error('two replicas expected');
  const login = await fetch(`${one.url}/api/users/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: USERS.creator, password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };

  const created = await fetch(`${one.url}/api/nd_processing/create_nd`, {
    method: 'POST',
    headers: { Authorization: `Bearer_${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ draft: true, detail_content_works: 'Записано через первую реплику' }),
  });
  expect(created.status).toBe(200);
  const { id } = (await created.json()) as { id: number };

  const read = await bearer(token, `${two.url}/api/nd_processing/getNdById/${id}`);
  expect(read.status).toBe(200);
  expect(await read.json()).toMatchObject({ id, detail_content_works: 'Записано через первую реплику' });

  // Through the proxy the same token is accepted by whichever replica answers.
  const answeredBy = new Set<string>();
  for (let i = 0; i < 4; i++) {
    const res = await bearer(token, `${PROXY}/api/nd_processing/getNdById/${id}`);
    expect(res.status).toBe(200);
    answeredBy.add(upstreamOf(res));
  }
  expect(answeredBy.size).toBe(2);
});

test('with one replica stopped the proxy passes every request to the other (proxy_next_upstream)', async () => {
  const [one, two] = state.processes;
  if (!one || !two) throw new Error('two replicas expected');
  const { token } = await apiSignIn(USERS.creator);
  await stopApi(one.name);
  try {
    for (let i = 0; i < 6; i++) {
      const res = await bearer(token, `${PROXY}/api/nd_processing/countByStatus/DRAFT`);
      expect(res.status).toBe(200);
      expect(upstreamOf(res)).toBe(addressOf(two.url));
    }
    // A write (not retried by nginx once sent) reaches the live replica too.
    const created = await fetch(`${PROXY}/api/nd_processing/create_nd`, {
      method: 'POST',
      headers: { Authorization: `Bearer_${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ draft: true }),
    });
    expect(created.status).toBe(200);
  } finally {
    await startApi();
  }
  const after = await stackState();
  expect(after.processes.every((p) => p.running)).toBe(true);
});
