import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { UPLOAD_MESSAGES } from '@permit/shared-contracts';
import { multipart as multipartBody, type Part } from '../test/http-helpers';
import { installErrorHandlers } from './error-handler';
import { contentDisposition, safeContentType, safeFileName, streamMultipart, type FileSink } from './multipart';

describe('safeFileName', () => {
  it('keeps any alphabet and removes what could mislead or escape', () => {
    expect(safeFileName('Наряд-допуск №12 «Цех 3».docx')).toBe('Наряд-допуск №12 «Цех 3».docx');
    expect(safeFileName('a/b\\c.txt')).toBe('c.txt');
    expect(safeFileName('\u0000\u001f\u007fname.txt')).toBe('name.txt');
    expect(safeFileName('zero\u200Bwidth\uFEFF.txt')).toBe('zerowidth.txt');
    expect(safeFileName('evil\u202Egpj.exe')).toBe('evilgpj.exe');
    expect(safeFileName(' . .hidden')).toBe('hidden');
    expect(safeFileName('trailing. . ')).toBe('trailing');
    expect(safeFileName('')).toBe('file');
    expect(safeFileName('..')).toBe('file');
    // NFC: a decomposed «й» is stored composed.
    expect(safeFileName('и\u0306.txt')).toBe('й.txt');
  });

  it('cuts at 255 characters without splitting one', () => {
    expect(Array.from(safeFileName('я'.repeat(300)))).toHaveLength(255);
    const emoji = safeFileName(`${'x'.repeat(254)}😀😀`);
    expect(emoji).toBe(`${'x'.repeat(254)}😀`);
  });
});

describe('safeContentType', () => {
  it('passes inert types and turns everything else into octet-stream', () => {
    expect(safeContentType('application/pdf')).toBe('application/pdf');
    expect(safeContentType('Text/Plain; Charset=UTF-8')).toBe('text/plain; charset=utf-8');
    expect(safeContentType('image/png; charset=utf-8')).toBe('image/png');
    expect(safeContentType('application/vnd.oasis.opendocument.text')).toBe('application/vnd.oasis.opendocument.text');
    for (const risky of [
      'text/html',
      'text/html; charset=utf-8',
      'image/svg+xml',
      'application/xhtml+xml',
      'text/xml',
      'application/javascript',
      'text/javascript',
      'multipart/x-mixed-replace',
      'application/pdf\r\nx: y',
      '',
      'nonsense',
    ]) {
      expect(safeContentType(risky)).toBe('application/octet-stream');
    }
  });
});

describe('contentDisposition', () => {
  it('is always an attachment with an ASCII fallback and an RFC 5987 UTF-8 name', () => {
    expect(contentDisposition('Схема "П-1".txt')).toBe(
      `attachment; filename="_____ __-1_.txt"; filename*=UTF-8''%D0%A1%D1%85%D0%B5%D0%BC%D0%B0%20%22%D0%9F-1%22.txt`,
    );
    expect(contentDisposition("it's (1).txt")).toBe(`attachment; filename="it's (1).txt"; filename*=UTF-8''it%27s%20%281%29.txt`);
  });
});

describe('streamMultipart', () => {
  // A real Fastify with the real multipart plugin; the sink records what it was given and what it undid.
  let app: FastifyInstance;
  const seen: { consumed: string[]; discarded: string[] } = { consumed: [], discarded: [] };
  const sink: FileSink<string> = {
    async consume(stream) {
      const text = Buffer.concat(await stream.toArray()).toString('utf8');
      seen.consumed.push(text);
      return text;
    },
    async discard(result) {
      seen.discarded.push(result);
    },
  };

  beforeAll(async () => {
    app = Fastify();
    installErrorHandlers(app);
    await app.register(multipart);
    app.post('/upload', async (request) => {
      const body = await streamMultipart(request, { maxFileBytes: 8 }, sink);
      return { file: body.file && { ...body.file }, fields: body.fields };
    });
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    seen.consumed = [];
    seen.discarded = [];
  });
  const post = (parts: Part[]) => {
    const body = multipartBody(parts);
    return app.inject({ method: 'POST', url: '/upload', headers: body.headers, payload: body.payload });
  };
  const part = (value: string, name = 'file', filename = 'a.txt'): Part => ({ name, value, filename, contentType: 'text/plain' });

  it('hands the file part to the sink as a stream and keeps the text parts', async () => {
    const res = await post([{ name: 'note', value: 'примечание' }, part('12345678'), part('ignored', 'other', 'b.txt')]);
    expect(res.statusCode).toBe(413);
    // Only one file per request: the other part is a second file, so the first is undone.
    expect(seen).toEqual({ consumed: ['12345678'], discarded: ['12345678'] });
    const ok = await post([{ name: 'note', value: 'примечание' }, part('12345678')]);
    expect(ok.json()).toEqual({ file: { filename: 'a.txt', mimetype: 'text/plain', result: '12345678' }, fields: { note: 'примечание' } });
  });

  it('a file past the limit is a 413 naming it, and what the sink wrote is undone', async () => {
    const res = await post([part('123456789')]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: UPLOAD_MESSAGES.fileTooLarge(8) });
    expect(seen.discarded).toEqual(seen.consumed);
    expect(seen.consumed).toHaveLength(1);
  });

  it('a body cut short is a 400, and nothing the sink made stays', async () => {
    const body = multipartBody([part('1234')]);
    const cut = body.payload.subarray(0, body.payload.length - 12);
    const res = await app.inject({ method: 'POST', url: '/upload', headers: body.headers, payload: cut });
    expect(res.statusCode).toBe(400);
    expect(seen.discarded).toEqual(seen.consumed);
  });
});
