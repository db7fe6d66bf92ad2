import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { errorBodySchema, listEndpoints } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { changedTables, dbFingerprint } from '../test/db-fingerprint';
import { exampleFor, fallbackExample } from '../test/endpoint-examples';
import { injectOptions, isWriteEndpoint } from '../test/endpoint-request';
import { describeCall, malformedCalls, type FuzzContext } from '../test/fuzz-calls';
import { closeTestDb, testDb } from '../test/test-db';
import { testApp } from '../test/test-app';
import { createWorld, type World } from '../test/world';

/**
 * Issue 8, item 2: every write endpoint of the contract's table gets at least MIN_INPUTS malformed calls
 * (fast-check, from its own valid example and schema). None may answer 5xx, every refusal has the
 * `{ code, message }` shape, and a refused call leaves the database exactly as it was.
 * FUZZ_SEED repeats a run; FUZZ_RUNS asks for more inputs per endpoint.
 */
const MIN_INPUTS = 200;
const RUNS = Math.max(MIN_INPUTS, Number(process.env.FUZZ_RUNS ?? MIN_INPUTS));
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const MAX_FILE_BYTES = 64 * 1024;

const WRITES = listEndpoints().filter(({ endpoint }) => isWriteEndpoint(endpoint));

let db: Db;
let app: FastifyInstance;
let world: World;
let ctx: FuzzContext;
const inputs = new Map<string, number>();

beforeAll(async () => {
  db = await testDb();
  // The production body limit, so 100 000-character fields reach the schemas; small files keep "too big" cheap.
  app = await testApp(db, { config: { bodyLimit: 1024 * 1024, fileLimitBytes: MAX_FILE_BYTES } });
  world = await createWorld(app, db);
  ctx = {
    foreignIds: [world.otherPermitId, world.otherFileId, world.otherOrganizationId, world.outsider.id, world.crew.admin.id],
    maxFileBytes: MAX_FILE_BYTES,
  };
}, 120_000);

const outcomes = new Map<string, Map<number, number>>();

afterAll(async () => {
  // FUZZ_REPORT=1 prints how each endpoint answered (inputs per status), for the record.
  if (process.env.FUZZ_REPORT) {
    const lines = [...outcomes].map(
      ([id, s]) =>
        `${id}: ${[...s]
          .sort(([a], [b]) => a - b)
          .map(([k, n]) => `${k}×${n}`)
          .join(' ')}`,
    );
    console.log(`fuzz seed ${SEED}, ${RUNS} inputs per endpoint\n${lines.join('\n')}`);
  }
  await app?.close();
  await closeTestDb();
});

describe('malformed input to every write endpoint', () => {
  it('the table has write endpoints, each with a valid example to start from', () => {
    expect(WRITES.length).toBeGreaterThan(30);
    const withoutExample = WRITES.filter(({ id }) => exampleFor(id, world) === undefined).map(({ id }) => id);
    // A new write endpoint is fuzzed from a fallback at once; this asks for a real example to mutate.
    expect(withoutExample).toEqual([]);
  });

  it.each(WRITES.map(({ id, endpoint }) => [`${endpoint.method} ${endpoint.path} (${id})`, id, endpoint] as const))(
    '%s: no 5xx, refusals in the error shape and without changes',
    async (_title, id, endpoint) => {
      const example = exampleFor(id, world) ?? fallbackExample(endpoint, world);
      const statuses = new Map<number, number>();
      outcomes.set(id, statuses);
      let before = await dbFingerprint(db);
      await fc.assert(
        fc.asyncProperty(malformedCalls(endpoint, example, ctx), async (call) => {
          const res = await app.inject(injectOptions(endpoint, call));
          inputs.set(id, (inputs.get(id) ?? 0) + 1);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const what = `${res.statusCode} ${res.body.slice(0, 200)} for ${describeCall(call)}`;
          if (res.statusCode >= 500) throw new Error(`server error: ${what}`);
          const after = await dbFingerprint(db);
          if (res.statusCode < 400) {
            before = after;
            return;
          }
          if (!errorBodySchema.safeParse(safeJson(res.body)).success) throw new Error(`not { code, message }: ${what}`);
          if (after !== before) throw new Error(`refused but changed ${changedTables(before, after).join(', ')}: ${what}`);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      expect(inputs.get(id)).toBeGreaterThanOrEqual(MIN_INPUTS);
      // Most inputs must actually be refused: a fuzz that mostly succeeds is not testing bad input.
      const refused = [...statuses].filter(([s]) => s >= 400).reduce((n, [, c]) => n + c, 0);
      expect(refused).toBeGreaterThanOrEqual(RUNS * 0.5);
    },
    120_000,
  );

  it('every write endpoint got its inputs', () => {
    expect(WRITES.filter(({ id }) => (inputs.get(id) ?? 0) < MIN_INPUTS).map(({ id }) => id)).toEqual([]);
  });
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
