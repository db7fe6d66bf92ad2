import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../test/test-app';
import { closeTestDb, testDb } from '../test/test-db';
import { API_MESSAGES } from './api-messages';

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await testApp(await testDb());
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await closeTestDb();
});

/**
 * Sends raw bytes over a socket (Node's parser refuses them before Fastify) and reads the whole answer. The client
 * keeps its side open (`allowHalfOpen`): once the answer has ended, the server must have closed its side for good,
 * not left the connection open for as long as the client likes.
 */
function raw(request: string): Promise<{ status: number; body: string; openOnServer: number }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true }, () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      setTimeout(() => {
        app.server.getConnections((error, openOnServer) => {
          socket.destroy();
          if (error) reject(error);
          else resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), body, openOnServer });
        });
      }, 100);
    });
  });
}

describe('requests Node refuses before Fastify', () => {
  it('answers an address over 16 KB with 413 in the API shape, in Russian', async () => {
    const answer = await raw(`GET /api/nd_processing/ndSearch/0/10?numberPaperNd=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: API_MESSAGES.payloadTooLarge });
    expect(answer.openOnServer).toBe(0);
  });

  it('answers a header over 16 KB the same way, on any path', async () => {
    const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Long: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: API_MESSAGES.payloadTooLarge });
  });

  it('answers a malformed request line with 400 in the API shape', async () => {
    const answer = await raw('NOT A REQUEST\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ code: 'BAD_REQUEST', message: API_MESSAGES.badRequest });
    expect(answer.openOnServer).toBe(0);
  });
});
