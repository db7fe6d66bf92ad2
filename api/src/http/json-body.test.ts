import Fastify from 'fastify';
import { BYTES_ABOVE_LENGTH, jsonBody, jsonSerializerCompiler } from './json-body';

describe('jsonBody', () => {
  it('keeps a short answer as its JSON text', () => {
    expect(jsonBody({ a: 'Наряд', n: [1, 2] })).toBe('{"a":"Наряд","n":[1,2]}');
  });

  it('sends a long answer as the UTF-8 bytes of the same JSON', () => {
    const data = { rows: Array.from({ length: BYTES_ABOVE_LENGTH / 5 }, (_, i) => `НД-${i}`) };
    const body = jsonBody(data);
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(JSON.parse((body as Buffer).toString('utf8'))).toEqual(data);
  });

  it('leaves undefined as JSON.stringify does (Fastify then sends no body)', () => {
    expect(jsonBody(undefined)).toBeUndefined();
  });
});

it('a long answer sent as bytes still goes out as JSON with its exact length', async () => {
  const app = Fastify();
  const data = { rows: Array.from({ length: BYTES_ABOVE_LENGTH / 5 }, (_, i) => `НД-${i}`) };
  app.get('/long', { schema: { response: { 200: {} } }, serializerCompiler: jsonSerializerCompiler }, async () => data);
  const res = await app.inject({ method: 'GET', url: '/long' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify(data)));
  expect(res.json()).toEqual(data);
  await app.close();
});
