import fc from 'fast-check';
import type { Part } from './http-helpers';

/** Strings just past each of the contract's limits (255, 4000, 8000, 20000) and one of 100 001 characters. */
const longStrings = [256, 4001, 8001, 20_001, 100_001].map((n) => 'ж'.repeat(n));

const DATES = [
  '2024-13-45T99:99',
  '2024-13-45T99:99:99',
  '2024-02-30T10:00:00',
  '2024-04-31T10:00:00',
  '2023-02-29T10:00:00',
  '2024-01-01T24:00:00',
  '2024-01-01T23:59:60',
  '0000-01-01T00:00:00',
  '0001-01-01T00:00:00',
  '9999-12-31T23:59:59',
  '1900-01-01T00:00:00',
  '2024-01-01',
  '2024-01-01T10:00:00Z',
  '2024-01-01T10:00:00+03:00',
  '2024-01-01 10:00:00',
  '+275760-09-13T00:00:00',
];

const ODD = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  1.5,
  1e20,
  -1e20,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  '',
  '!',
  ' ',
  '\t\n',
  'abc',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e20',
  '0x10',
  '١٢٣',
  '\u0000',
  '\ud800',
  '\u202e',
  '<script>alert(1)</script>',
  "'; drop table nd; --",
  '../../etc/passwd',
  '%00',
  '{}',
  '[]',
  'null',
  'true',
  'ADMIN',
  'USER',
  'DRAFT',
  'ARCHIVE',
  [],
  [null],
  [1, 'a'],
  [-1],
  [0],
  [2 ** 31],
  {},
  { id: 1 },
  { __proto__: null },
  [[[]]],
  ...DATES,
];

/** A value that is wrong for most fields: a wrong type, an edge number, an invalid date, a huge string or list. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...ODD) },
  { weight: 2, arbitrary: fc.constantFrom(...longStrings) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt().map(String)) },
  { weight: 1, arbitrary: fc.array(fc.integer({ min: -5, max: 2 ** 31 }), { minLength: 0, maxLength: 700 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Ids a path or query may carry that name nothing, nothing valid, or something of another organization. */
export function badIds(foreignIds: number[]): fc.Arbitrary<{ value: string; raw?: boolean }> {
  const values = [
    'abc',
    '-1',
    '0',
    '-0',
    '1e20',
    '1.5',
    '2147483648',
    '99999999999',
    '2147483647',
    ' ',
    'null',
    'undefined',
    '[]',
    '{}',
    '0x1',
    '+1',
    '١',
    '1 ',
    '01',
    'ж'.repeat(300),
    '1'.repeat(120),
    '\u0000',
    ...foreignIds.map(String),
  ];
  const raw = ['%', '%zz', '%E0%A4%A', '..', '../..', '%2e%2e%2f', '1/2', '1;2', '1?x=1', '1#x', '%00'];
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...values).map((value) => ({ value })) },
    { weight: 1, arbitrary: fc.constantFrom(...raw).map((value) => ({ value, raw: true })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((value) => ({ value })) },
  );
}

/** Keys a mass-assignment attempt would try, plus random ones. */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'isAdmin',
    'roles',
    'organization_id',
    'creator_id',
    'status',
    'version',
    'token_version',
    'password_hash',
    '',
  ),
  fc.string({ maxLength: 16 }),
);

const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

/** Bodies that are not the JSON object an endpoint reads, each with the content type it is sent under. */
export const rawBodies: { payload: string | Buffer; contentType?: string }[] = [
  ...[
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    'null',
    '[]',
    '[{}]',
    '"text"',
    '42',
    'true',
    '{"draft":1e999}',
    '{"id":-0}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    deep(5000),
    '\u0000',
    ' ',
    '{"a":"\\ud800"}',
    '\ufeff{}',
    'x'.repeat(1_100_000),
  ].map((payload) => ({ payload, contentType: 'application/json' })),
  { payload: Buffer.from([0xff, 0xfe, 0x7b, 0x7d]), contentType: 'application/json' },
  { payload: '{"a":1}', contentType: 'application/json; charset=utf-16' },
  { payload: '{"a":1}', contentType: 'text/plain' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: '<a/>', contentType: 'application/xml' },
  { payload: '{"a":1}', contentType: 'multipart/form-data' },
  { payload: '{"a":1}', contentType: 'application/vnd.api+json' },
  { payload: '{"a":1}', contentType: '' },
  { payload: '{"a":1}', contentType: 'application/json, text/plain' },
  { payload: '{"a":1}' },
];

/** What an upload handler may receive instead of one small file: nothing, empty, too big, too many, broken. */
export function multipartJunk(maxFileBytes: number): fc.Arbitrary<{ parts?: Part[]; raw?: { payload: string | Buffer; contentType?: string } }> {
  const file = (value: Buffer, filename = 'a.txt', name = 'file', contentType = 'text/plain'): Part => ({ name, value, filename, contentType });
  const small = Buffer.from('данные');
  const partSets: Part[][] = [
    [],
    [{ name: 'documents', value: 'ссылка' }],
    [file(Buffer.alloc(0))],
    [file(Buffer.alloc(maxFileBytes + 1, 1))],
    [file(small), file(small, 'b.txt')],
    [file(small, 'a.txt', 'upload')],
    Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
    [file(small), { name: 'documents', value: 'ж'.repeat(100_000) }],
    [file(Buffer.alloc(0)), { name: 'documents', value: 'x'.repeat(20_001) }],
    ...['', '../../etc/passwd', '\u0001.txt', 'a'.repeat(1000), '"q".txt', 'имя файла.pdf', '.', '..', '%00'].map((n) => [file(small, n)]),
    ...['text/html', 'x'.repeat(300), 'image/svg+xml', ''].map((t) => [file(small, 'a.txt', 'file', t)]),
  ];
  const boundary = 'X-BOUNDARY';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nданные\r\n`;
  const raws: { payload: string | Buffer; contentType?: string }[] = [
    { payload: `${body}--${boundary}--\r\n`, contentType: 'multipart/form-data; boundary=OTHER' },
    { payload: `${body}--${boundary}--\r\n`, contentType: 'multipart/form-data' },
    { payload: body, contentType: `multipart/form-data; boundary=${boundary}` },
    { payload: `--${boundary}\r\nrandom`, contentType: `multipart/form-data; boundary=${boundary}` },
    { payload: `--${boundary}\r\n\r\nno headers\r\n--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` },
    { payload: body.replace(/\r\n/g, '\n'), contentType: `multipart/form-data; boundary=${boundary}` },
    { payload: `${body}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${'b'.repeat(200)}` },
    { payload: `${body}--${boundary}--\r\n`, contentType: `multipart/mixed; boundary=${boundary}` },
    { payload: Buffer.from([0, 1, 2, 255, 254]), contentType: `multipart/form-data; boundary=${boundary}` },
    { payload: '', contentType: `multipart/form-data; boundary=${boundary}` },
  ];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...partSets).map((parts) => ({ parts })) },
    { weight: 2, arbitrary: fc.constantFrom(...raws).map((raw) => ({ raw })) },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 200 })
        .map((bytes) => ({ raw: { payload: Buffer.from(bytes), contentType: `multipart/form-data; boundary=${boundary}` } })),
    },
  );
}
