#!/usr/bin/env node
// Load benchmark of the API on a real PostgreSQL server, one command: `npm run bench:api`.
//
// Starts a throwaway PostgreSQL (scripts/lib/postgres.mjs), starts the API against it (which migrates),
// seeds 100,000 permits and 500 users with set-based SQL, logs users in, and measures with autocannon:
// the polling mix (every status's count in one countsByStatus call + 1 notification list per user, many users'
// tokens), countsByStatus and the spec's countByStatus alone, ndSearch with filters, getNdById, «Мои задачи» (worklist) of many users, «Доска работ» (board), a status change, and
// /api/health of the same server as the baseline. Traffic goes to 127.0.0.1 only; every run is bounded (BENCH_DURATION seconds per scenario).
//
// Environment: BENCH_DURATION (s, default 10), BENCH_ROUNDS (default 1; the median round is reported), BENCH_CONNECTIONS (default 10), BENCH_PERMITS (default
// 100000; a list such as 100000,1000000 runs the whole bench at each size on a fresh database, one after another,
// and ends with the ndSearch p95 of each size against the first), BENCH_USERS (default 500), BENCH_LOGINS (users that log in, default 100), BENCH_JSON=path to
// also write the figures as JSON, BENCH_ONLY=text[,text…] to run only the scenarios whose name contains one of them,
// BENCH_SEARCH_EACH=1 to measure each ndSearch filter of the mix alone as well.
import { randomBytes, scrypt } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startPostgres } from '../scripts/lib/postgres.mjs';
import { seedSql } from './seed-sql.mjs';
import { spawnApi, waitForHealth } from './lib/bench-api.mjs';
import { ROOT, envNumber as num } from './lib/bench-env.mjs';

const DURATION = num('BENCH_DURATION', 10);
const CONNECTIONS = num('BENCH_CONNECTIONS', 10);
/** BENCH_PERMITS: one size, or several separated by commas (the 1M run: `BENCH_PERMITS=100000,1000000`). */
const PERMIT_SIZES = (process.env.BENCH_PERMITS ?? '100000').split(',').map((size) => {
  const value = Number(size.trim());
  if (!Number.isInteger(value) || value <= 0 || value > 10_000_000) throw new Error('BENCH_PERMITS: sizes in (0, 10000000], separated by commas');
  return value;
});
const USERS = num('BENCH_USERS', 500);
const LOGINS = Math.min(num('BENCH_LOGINS', 100), USERS);
/** Rounds of all scenarios; each scenario reports its median round (by throughput), which damps noise. */
const ROUNDS = num('BENCH_ROUNDS', 1);
const ONLY = process.env.BENCH_ONLY ?? '';
// A fresh password per run for the throwaway bench users: nothing reusable sits in the source.
const PASSWORD = randomBytes(12).toString('base64url');
const STATUSES = [
  'DRAFT',
  'ON_ACCEPTANCE',
  'READY_TO_WORK',
  'IN_WORK',
  'CLOSE_WORK',
  'PROLONG',
  'PROLONGED',
  'CANCELLED',
  'ON_MODIFICATION',
  'ARCHIVE',
  'EXPIRED',
  'STOPPED',
];

const log = (msg) => console.log(`[bench] ${msg}`);
const since = (t0) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

/** The API's password record format (api/src/auth/password.ts): scrypt$N$r$p$salt$hash. */
async function passwordHash(password) {
  const salt = randomBytes(16);
  const key = await promisify(scrypt)(password.normalize('NFKC'), salt, 64, { N: 32768, r: 8, p: 1, maxmem: 256 * 32768 * 8 });
  return ['scrypt', 32768, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

function startApi(databaseUrl, port) {
  return spawnApi(ROOT, {
    DATABASE_URL: databaseUrl,
    API_PORT: String(port),
    SEED: 'false',
    // A hundred users sign in from this one address; the per-address login limit would refuse most of them.
    RATE_LIMIT: 'false',
  });
}

async function loginAll(base, count) {
  const tokens = [];
  const ids = Array.from({ length: count }, (_, i) => i + 1);
  // scrypt makes each login cost ~60 ms of CPU: a few at a time.
  for (let i = 0; i < ids.length; i += 8) {
    const batch = await Promise.all(
      ids.slice(i, i + 8).map(async (n) => {
        const res = await fetch(`${base}/api/users/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: `user${n}@bench.ru`, password: PASSWORD }),
        });
        if (!res.ok) throw new Error(`login user${n}: ${res.status} ${await res.text()}`);
        return { userId: n, token: (await res.json()).token };
      }),
    );
    tokens.push(...batch);
  }
  return tokens;
}

const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

/** One autocannon run; latencies are recorded per response, so p95 is exact (autocannon's histogram has no p95). */
function measure(base, name, requests, { connections = CONNECTIONS, duration = DURATION } = {}) {
  return new Promise((resolve, reject) => {
    const times = [];
    const statuses = {};
    const instance = autocannon({ url: base, connections, duration, requests, headers: { 'content-type': 'application/json' } }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({
        name,
        connections,
        requests: result.requests.total,
        rps: result.requests.total / (result.duration || duration),
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        non2xx: result.non2xx + result.errors + result.timeouts,
        statuses,
      });
    });
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

/** A request that takes the next item of `pick()` for each call (autocannon's setupRequest). */
const dynamic = (build) => ({ method: 'GET', setupRequest: (request, context) => ({ ...request, ...build(context) }) });

function printTable(rows, targets) {
  const f = (v) => (Number.isFinite(v) ? v.toFixed(1) : '—');
  const lines = [
    '| сценарий | соединений | запросов | запросов/с | p50, мс | p95, мс | p99, мс | не 2xx | цель |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.connections} | ${r.requests} | ${Math.round(r.rps)} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${r.non2xx} | ${targets[r.name] ?? ''} |`,
    ),
  ];
  console.log(`\n${lines.join('\n')}\n`);
}

/** The whole bench at one database size; its results, in the table's order. */
async function runAt(PERMITS) {
  const t0 = performance.now();
  log(`${PERMITS} permits`);
  const pgServer = await startPostgres();
  log(`PostgreSQL: ${pgServer.url}`);
  let api;
  const cleanup = () => {
    if (api?.child.exitCode === null) api.child.kill('SIGTERM');
    pgServer.stop();
  };
  process.on('SIGINT', () => {
    cleanup();
    process.exit(130);
  });
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    api = startApi(pgServer.url, port);
    await waitForHealth(base, api, 60);
    log(`API migrated and up on ${base} (${since(t0)})`);

    const client = new pg.Client({ connectionString: pgServer.url });
    await client.connect();
    const tSeed = performance.now();
    const hash = await passwordHash(PASSWORD);
    for (const statement of seedSql({ permits: PERMITS, users: USERS, statuses: STATUSES })) {
      await client.query(statement.sql, statement.params ?? []);
    }
    await client.query('update app_user set password_hash = $1', [hash]);
    await client.query('vacuum analyze');
    const { rows: counts } = await client.query(
      `select (select count(*) from nd)::int as permits, (select count(*) from app_user)::int as users,
              (select count(*) from route_history)::int as history, (select count(*) from notification)::int as notifications`,
    );
    log(`seeded ${JSON.stringify(counts[0])} in ${since(tSeed)}`);
    const { rows: movable } = await client.query(
      `select id, user_executor_id as executor from nd where number_paper_nd like 'BENCH-MOVE-%' order by id`,
    );
    const { rows: maxId } = await client.query(`select max(id)::int as max from nd where organization_id = 1`);
    await client.end();

    const tLogin = performance.now();
    const sessions = await loginAll(base, LOGINS);
    log(`${sessions.length} users logged in (${since(tLogin)})`);
    const auth = (s) => ({ authorization: `Bearer_${s.token}` });
    let next = 0;
    const nextSession = () => sessions[next++ % sessions.length];

    // The polling mix of one signed-in portal: the status counts (one call) and the notification list, per user.
    const pollingMix = [
      dynamic((ctx) => {
        ctx.session = nextSession();
        return { path: '/api/nd_processing/countsByStatus', headers: auth(ctx.session) };
      }),
      dynamic((ctx) => ({ path: '/api/notifications/list/0/1000000', headers: auth(ctx.session) })),
    ];
    const countsOnly = [dynamic(() => ({ path: '/api/nd_processing/countsByStatus', headers: auth(nextSession()) }))];
    const countOnly = [dynamic(() => ({ path: `/api/nd_processing/countByStatus/${STATUSES[next % 12]}`, headers: auth(nextSession()) }))];
    const filters = [
      'status=IN_WORK',
      'status=ARCHIVE&date_start=2025-01-01 00:00&date_end=2025-12-31 23:59',
      'section=3&status=',
      'place=7&type=2',
      'numberPaperNd=НД-12&status=',
      'creator=15',
      '',
    ];
    const empty =
      'contentWorks=0&numberPaperNd=!&type=0&userApprover=0&userExecutor=0&userIndustrialSafer=0&userIssuancer=0&userPreparator=0&creator=0&date_start=!&date_end=!&section=0&place=0&status=&organization=0';
    const searchWith = (pick) => [
      dynamic(() => {
        const query = new URLSearchParams(empty);
        for (const [k, v] of new URLSearchParams(pick())) query.set(k, v);
        return { path: `/api/nd_processing/ndSearch/0/20?${query}`, headers: auth(nextSession()) };
      }),
    ];
    const search = searchWith(() => filters[next % filters.length]);
    // BENCH_SEARCH_EACH=1: also each filter of the mix alone, to see which one sets the mix's p95.
    const searchEach =
      process.env.BENCH_SEARCH_EACH === '1' ? filters.map((f) => [`ndSearch, только ${f || 'без фильтров'}`, searchWith(() => f)]) : [];
    const org1 = sessions.filter((s) => s.userId <= Math.floor(USERS * 0.9));
    const getById = [
      dynamic(() => {
        // Permit ids are the seed's g; every tenth belongs to the contractor, the plant's users never see it.
        let id = 1 + Math.floor(Math.random() * maxId[0].max);
        if (id % 10 === 0) id -= 1;
        return { path: `/api/nd_processing/getNdById/${id}`, headers: auth(org1[next++ % org1.length]) };
      }),
    ];
    // Each cycle takes an IN_WORK permit from the pool, stops it, restarts it and gives it back, so no two
    // connections ever move the same permit (a permit left stopped at the end of a run just leaves the pool).
    const executorToken = (await loginAll(base, 1))[0];
    const pool = movable.map((m) => m.id);
    const refusals = [];
    const move = (status) => ({
      method: 'POST',
      setupRequest: (request, ctx) => {
        if (status === 'STOPPED') ctx.nd = pool.shift();
        return {
          ...request,
          path: '/api/nd_processing/processingND',
          headers: { ...auth(executorToken), 'content-type': 'application/json' },
          body: JSON.stringify({ ndId: ctx.nd, status, comment: 'Нагрузочный тест' }),
        };
      },
      onResponse: (code, body, ctx) => {
        if (code !== 200 && refusals.length < 5) refusals.push(`${code} nd ${ctx.nd} → ${status}: ${body}`);
        if (status === 'IN_WORK' && code === 200) pool.push(ctx.nd);
      },
    });
    const statusChange = [move('STOPPED'), move('IN_WORK')];
    // «Мои задачи»: each request another signed-in user's worklist (the home page opens it once per visit).
    const worklist = [dynamic(() => ({ path: '/api/nd_processing/worklist', headers: auth(nextSession()) }))];
    // «Доска работ» (docs/board.md), another signed-in user each request. The screen opens with the place list
    // (GET /api/board/places, once per opening) and then shows ONE place: the user's last one, or the first of the
    // list, which is what a fresh browser gets and what is measured here (each user's own first place, ~11 zones:
    // the view a supervisor keeps open, polled every 15 s). «Все места» — the whole organization, every zone of the
    // 50 places; the seed keeps 12 % of the permits in work at once, some 12,000 bars, 24 overlapping per zone, far
    // more than a site can have — is an explicit choice, measured for reference only.
    const boardPlaces = [dynamic(() => ({ path: '/api/board/places', headers: auth(nextSession()) }))];
    const firstPlace = new Map();
    for (const s of sessions) {
      const res = await fetch(`${base}/api/board/places`, { headers: auth(s) });
      if (!res.ok) throw new Error(`board places of user ${s.userId}: ${res.status} ${await res.text()}`);
      const places = await res.json();
      if (places.length > 0) firstPlace.set(s, places[0].id);
    }
    const boardSessions = sessions.filter((s) => firstPlace.has(s));
    if (boardSessions.length === 0) throw new Error('board: no bench user has a place on the board');
    let nextBoard = 0;
    const boardDefault = [
      dynamic(() => {
        const s = boardSessions[nextBoard++ % boardSessions.length];
        return { path: `/api/board?place=${firstPlace.get(s)}&type=0&organization=0`, headers: auth(s) };
      }),
    ];
    const boardAll = [dynamic(() => ({ path: '/api/board?place=0&type=0&organization=0', headers: auth(nextSession()) }))];
    {
      const s = boardSessions[0];
      const res = await fetch(`${base}/api/board?place=${firstPlace.get(s)}&type=0&organization=0`, { headers: auth(s) });
      if (!res.ok) throw new Error(`board: ${res.status} ${await res.text()}`);
      const zones = (await res.json()).places.flatMap((p) => p.zones);
      const distinct = new Set(firstPlace.values()).size;
      log(`board places: ${boardSessions.length} of ${sessions.length} users have some; ${distinct} distinct default places`);
      log(`board of the default place ${firstPlace.get(s)}: ${zones.length} zones, ${zones.reduce((n, z) => n + z.permits.length, 0)} permits`);
      const all = await fetch(`${base}/api/board?place=0&type=0&organization=0`, { headers: auth(s) });
      const body = await all.text();
      const zonesAll = JSON.parse(body).places.flatMap((p) => p.zones);
      const bars = zonesAll.flatMap((z) => z.permits);
      const conflicts = bars.reduce((n, b) => n + b.conflictWith.length, 0);
      log(`board of the organization (reference): ${bars.length} permits, ${conflicts} conflict marks, ${(body.length / 1e6).toFixed(1)} MB`);
    }
    const totals = [];
    for (const s of sessions) {
      const res = await fetch(`${base}/api/nd_processing/worklist`, { headers: auth(s) });
      if (!res.ok) throw new Error(`worklist of user ${s.userId}: ${res.status} ${await res.text()}`);
      totals.push((await res.json()).total);
    }
    totals.sort((a, b) => a - b);
    log(`worklist sizes of the ${totals.length} users: min ${totals[0]}, median ${percentile(totals, 50)}, max ${totals.at(-1)}`);
    const health = [{ method: 'GET', path: '/api/health' }];

    // Warm-up (JIT, connection pool, plan caches), not reported.
    log('warm-up…');
    await measure(base, 'warm-up', pollingMix, { duration: 3 });
    await measure(base, 'warm-up', getById, { duration: 2 });
    await measure(base, 'warm-up', search, { duration: 2 });
    await measure(base, 'warm-up', worklist, { duration: 2 });
    await measure(base, 'warm-up', boardDefault, { duration: 2 });

    const scenarios = [
      ['health (базовая линия)', health],
      ['опрос: countsByStatus + уведомления', pollingMix],
      ['countsByStatus (все статусы)', countsOnly],
      ['countByStatus', countOnly],
      ['ndSearch с фильтрами', search],
      // A list is opened, not polled: a handful of searches at once is the realistic load.
      ['ndSearch с фильтрами, 4 соединения', search, { connections: 4 }],
      ...searchEach,
      ['getNdById', getById],
      ['Мои задачи (worklist)', worklist],
      // The home page opens it once per visit: a handful at once is the realistic load, as for a list.
      ['Мои задачи (worklist), 4 соединения', worklist, { connections: 4 }],
      // Opening the board: the place list, then the default place's board (and its 15-second poll).
      ['Доска работ (board), список мест (places)', boardPlaces],
      ['Доска работ (board), место по умолчанию', boardDefault],
      // Not the default: «Все места», chosen on purpose; no budget, for reference.
      ['Доска работ (board), вся организация (не по умолчанию)', boardAll],
      ['смена статуса (processingND)', statusChange, { connections: Math.min(CONNECTIONS, movable.length) }],
    ];
    // BENCH_ONLY=text[,text…]: only the scenarios whose name contains one of them (a quicker loop while tuning
    // one call; `worklist,getNdById` measures a call beside a reference one in the same minute of the machine).
    const only = ONLY.split(',').filter(Boolean);
    const chosen = only.length > 0 ? scenarios.filter(([name]) => only.some((o) => name.includes(o))) : scenarios;
    const rounds = chosen.map(() => []);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [i, [name, requests, options]] of chosen.entries()) {
        log(`${ROUNDS > 1 ? `round ${round}/${ROUNDS}, ` : ''}${name}: ${DURATION} s…`);
        rounds[i].push(await measure(base, name, requests, options));
      }
    }
    const results = rounds.map((r) => [...r].sort((a, b) => a.rps - b.rps)[Math.floor((r.length - 1) / 2)]);
    printTable(results, {
      'опрос: countsByStatus + уведомления': '≥ 2000 запросов/с',
      'countsByStatus (все статусы)': 'p99 ≤ 20 мс',
      countByStatus: 'p99 ≤ 20 мс',
      'ndSearch с фильтрами': 'p95 ≤ 15 мс',
      'ndSearch с фильтрами, 4 соединения': 'p95 ≤ 15 мс',
      getNdById: 'p95 ≤ 10 мс',
      'смена статуса (processingND)': 'p99 ≤ 50 мс',
      'Мои задачи (worklist)': 'p95 ≤ 20 мс',
      'Мои задачи (worklist), 4 соединения': 'p95 ≤ 20 мс',
      'Доска работ (board), список мест (places)': 'p95 ≤ 50 мс',
      'Доска работ (board), место по умолчанию': 'p95 ≤ 50 мс',
      'Доска работ (board), вся организация (не по умолчанию)': 'справочно',
    });
    if (refusals.length > 0) log(`status-change refusals: ${refusals.join(' | ')}`);
    for (const r of results.filter((x) => x.non2xx > 0)) log(`${r.name}: answers ${JSON.stringify(r.statuses)}`);
    if (results.some((x) => x.non2xx > 0)) log(`API output (last lines):\n${api.output().split('\n').slice(-15).join('\n')}`);
    log(`done in ${since(t0)}`);
    return results;
  } finally {
    // The API closes its pool before PostgreSQL stops (and writes its CPU profile when BENCH_CPU_PROF asks).
    if (api?.child.exitCode === null) {
      const exited = new Promise((resolve) => api.child.once('exit', resolve));
      api.child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    cleanup();
  }
}

/** Each size in turn; with several, ndSearch's p95 at each size against the first (the 1M goal: within 2×). */
async function main() {
  const runs = [];
  for (const permits of PERMIT_SIZES) runs.push({ permits, users: USERS, results: await runAt(permits) });
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(runs.length === 1 ? runs[0] : runs, null, 2));
  if (runs.length > 1) {
    const p95 = (run) => run.results.find((r) => r.name === 'ndSearch с фильтрами')?.p95;
    const first = p95(runs[0]);
    for (const run of runs.slice(1)) {
      const ratio = p95(run) / first;
      // A size that answered nothing within the run has no p95: say so rather than print NaN.
      if (!Number.isFinite(ratio)) {
        log(`ndSearch p95: нет ответов при ${Number.isFinite(first) ? run.permits : runs[0].permits} НД за ${DURATION} с — цель ×2 не достигнута`);
        continue;
      }
      log(
        `ndSearch p95: ${first?.toFixed(1)} мс при ${runs[0].permits} НД, ${p95(run)?.toFixed(1)} мс при ${run.permits} НД — ×${ratio.toFixed(2)} (цель ≤ ×2)`,
      );
    }
  }
}

main().catch((error) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
