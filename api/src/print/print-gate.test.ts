import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ndSchema, routeHistorySchema, type Nd, type RouteHistory } from '@permit/shared-contracts';
import type { AuthUser } from '../auth/current-user';
import { createHashGate, HashGateLeftError } from '../auth/hash-gate';
import type { Db } from '../db/db';
import { API_MESSAGES } from '../http/api-messages';
import { HttpError } from '../http/errors';
import { createCrew, fullPermit, hoursFromNow, type Crew } from '../test/crew';
import { postAs } from '../test/http-helpers';
import { bearer, getAs, testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { createPrintService } from './print-service';

let app: FastifyInstance;
let db: Db;
let crew: Crew;
let nd: Nd;
let history: RouteHistory[];

beforeAll(async () => {
  db = await testDb();
  app = await testApp(db);
  crew = await createCrew(app, db);
  const window = { start: await hoursFromNow(db, 2), end: await hoursFromNow(db, 8) };
  const saved = await postAs(app, crew.creator.token, '/api/nd_processing/create_nd', fullPermit(crew, window));
  const id = saved.json<{ id: number }>().id;
  nd = ndSchema.parse((await getAs(app, crew.executor.token, `/api/nd_processing/getNdById/${id}`)).json());
  history = routeHistorySchema.array().parse((await getAs(app, crew.executor.token, `/api/routes/listAll/${id}`)).json());
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

/** The executor as the print service sees a caller: the service is called directly, with its own gate. */
const executor = (): AuthUser => ({
  id: crew.executor.id,
  organizationId: crew.organizationId,
  sectionId: crew.sectionId,
  roles: [],
  isAdmin: false,
  sid: 's',
});

describe('the print gate', () => {
  it('draws as many PDFs at once as the gate allows and refuses the next at once with a Russian 503, then draws again', async () => {
    const caller = executor();
    const print = createPrintService({
      nd: { getById: async () => nd, routes: async () => history },
      portalUrl: 'https://portal.example.ru',
      gate: createHashGate({ concurrency: 1, maxWaiting: 0 }),
    });
    const [drawn, refused] = await Promise.allSettled([print.permitPdf(caller, nd.id), print.permitPdf(caller, nd.id)]);
    expect(drawn.status === 'fulfilled' && drawn.value.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(refused.status === 'rejected' && refused.reason).toEqual(new HttpError(503, 'SERVICE_UNAVAILABLE', API_MESSAGES.printBusy));
    expect((await print.permitPdf(caller, nd.id)).body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('does not draw a print whose client left while it waited, and the next waiting print takes its place', async () => {
    const caller = executor();
    const gate = createHashGate({ concurrency: 1, maxWaiting: 1 });
    let release = () => {};
    // A drawing already under way holds the one slot.
    const holder = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const print = createPrintService({ nd: { getById: async () => nd, routes: async () => history }, portalUrl: 'https://portal.example.ru', gate });
    const left = new AbortController();
    const abandoned = print.permitPdf(caller, nd.id, left.signal);
    await new Promise((resolve) => setImmediate(resolve));
    expect(gate.state()).toEqual({ running: 1, waiting: 1 });
    left.abort();
    await expect(abandoned).rejects.toBeInstanceOf(HashGateLeftError);
    expect(gate.state()).toEqual({ running: 1, waiting: 0 });
    const next = print.permitPdf(caller, nd.id);
    release();
    await holder;
    expect((await next).body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(gate.state()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('the print route over a real socket', () => {
  /** GET of the permit's PDF on a real connection; `request` is there to be destroyed as a closed tab would. */
  function printOver(port: number) {
    const request = http.get({ host: '127.0.0.1', port, path: `/api/nd_processing/print/${nd.id}`, headers: bearer(crew.executor.token) });
    const answer = new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      request.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      });
      request.on('error', reject);
    });
    return { request, answer };
  }
  const until = async (condition: () => boolean) => {
    for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(condition()).toBe(true);
  };

  it('a client that closes its connection while its print waits gives its place to the next one, which gets the PDF', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaiting: 1 });
    const served = await testApp(db, { printGate: gate });
    await served.listen({ host: '127.0.0.1', port: 0 });
    const { port } = served.server.address() as AddressInfo;
    let release = () => {};
    const holder = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    try {
      const gone = printOver(port);
      gone.answer.catch(() => undefined);
      await until(() => gate.state().waiting === 1);
      gone.request.destroy();
      await until(() => gate.state().waiting === 0);
      expect(gate.state()).toEqual({ running: 1, waiting: 0 });

      // The place is free again: a second client waits in it and is served once the drawing under way ends.
      const next = printOver(port);
      await until(() => gate.state().waiting === 1);
      release();
      await holder;
      const { status, body } = await next.answer;
      expect(status).toBe(200);
      expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      release();
      await served.close();
    }
  });
});
