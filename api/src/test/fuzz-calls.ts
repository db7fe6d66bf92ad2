import fc from 'fast-check';
import { z } from 'zod';
import type { EndpointConfig } from '@permit/shared-contracts';
import type { Example } from './endpoint-examples';
import type { Call } from './endpoint-request';
import { badIds, extraKey, junkValue, multipartJunk, rawBodies } from './fuzz-values';

type Op =
  | { kind: 'set'; key: string; value: unknown }
  | { kind: 'drop'; key: string }
  | { kind: 'inList'; key: string; value: unknown }
  | { kind: 'twice'; key: string };

function keysOf(schema: z.ZodType | undefined, sample: unknown): string[] {
  const fromSchema = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const fromSample = sample && typeof sample === 'object' && !Array.isArray(sample) ? Object.keys(sample) : [];
  return [...new Set([...fromSchema, ...fromSample])];
}

/**
 * 1-3 changes to an object: a field set to junk or to an id that exists but is not the caller's, a field
 * dropped, junk inside a list, a list's entries twice, an unknown key added.
 */
function objectOps(keys: string[], foreignIds: number[]): fc.Arbitrary<Op[]> {
  const op: fc.Arbitrary<Op> = keys.length
    ? fc.oneof(
        { weight: 5, arbitrary: fc.record({ kind: fc.constant('set' as const), key: fc.constantFrom(...keys), value: junkValue }) },
        {
          weight: 1,
          arbitrary: fc.record({ kind: fc.constant('set' as const), key: fc.constantFrom(...keys), value: fc.constantFrom(...foreignIds) }),
        },
        { weight: 1, arbitrary: fc.record({ kind: fc.constant('twice' as const), key: fc.constantFrom(...keys) }) },
        { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), key: fc.constantFrom(...keys) }) },
        { weight: 1, arbitrary: fc.record({ kind: fc.constant('inList' as const), key: fc.constantFrom(...keys), value: junkValue }) },
        { weight: 2, arbitrary: fc.record({ kind: fc.constant('set' as const), key: extraKey, value: junkValue }) },
      )
    : fc.record({ kind: fc.constant('set' as const), key: extraKey, value: junkValue });
  return fc.array(op, { minLength: 1, maxLength: 3 });
}

/** Entries, not assignment: `__proto__` and `constructor` stay plain own keys of the JSON that is sent. */
function applyOps(base: unknown, ops: Op[]): Record<string, unknown> {
  const entries = new Map(base && typeof base === 'object' && !Array.isArray(base) ? Object.entries(base) : []);
  for (const op of ops) {
    const list = Array.isArray(entries.get(op.key)) ? (entries.get(op.key) as unknown[]) : [];
    if (op.kind === 'drop') entries.delete(op.key);
    else if (op.kind === 'set') entries.set(op.key, op.value);
    else if (op.kind === 'twice') entries.set(op.key, [...list, ...list]);
    else entries.set(op.key, [...list, op.value]);
  }
  return Object.fromEntries(entries);
}

/** Query values travel as text: a junk value becomes its JSON (or the string itself). */
const asQueryValue = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));

function queryOps(endpoint: EndpointConfig, example: Example, foreignIds: number[]): fc.Arbitrary<Partial<Call>> {
  const keys = keysOf(endpoint.query, example.query);
  const mutated = objectOps(keys, foreignIds).map((ops) => {
    const query = applyOps(example.query, ops);
    return { query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, asQueryValue(v)])) };
  });
  const rawQuery = fc
    .constantFrom(
      '%',
      '%zz',
      'a[b]=1',
      '__proto__[isAdmin]=1',
      'constructor[prototype][x]=1',
      ...keys.map((k) => `${k}=1&${k}=2`),
      ...keys.map((k) => `${k}[]=1`),
    )
    .map((text) => ({ query: example.query, rawQuery: text }));
  return fc.oneof({ weight: 3, arbitrary: mutated }, { weight: 1, arbitrary: rawQuery });
}

function paramOps(endpoint: EndpointConfig, example: Example, foreignIds: number[]): fc.Arbitrary<Partial<Call>> {
  const keys = keysOf(endpoint.params, example.params);
  return fc.record({ key: fc.constantFrom(...keys), id: badIds(foreignIds) }).map(({ key, id }) => ({
    params: { ...example.params, [key]: id.value },
    rawParams: id.raw ?? false,
  }));
}

function bodyOps(endpoint: EndpointConfig, example: Example, foreignIds: number[]): fc.Arbitrary<Partial<Call>> {
  const keys = keysOf(endpoint.body, example.body);
  return fc.oneof(
    { weight: 3, arbitrary: objectOps(keys, foreignIds).map((ops) => ({ body: applyOps(example.body, ops) })) },
    { weight: 1, arbitrary: junkValue.map((body) => ({ body })) },
  );
}

export interface FuzzContext {
  /** Ids of another organization's rows and other ids that exist but are not the caller's to touch. */
  foreignIds: number[];
  maxFileBytes: number;
}

/**
 * Malformed calls of one endpoint, each starting from its valid example and breaking one part: the
 * body's fields (wrong type, missing, extra, huge, invalid dates), the whole body (junk JSON, wrong
 * content type), the path ids, the query, or the multipart body. The caller's token is the example's.
 */
export function malformedCalls(endpoint: EndpointConfig, example: Example, ctx: FuzzContext): fc.Arbitrary<Call> {
  const base: Call = {
    params: example.params,
    query: example.query,
    ...(example.parts ? { parts: example.parts } : example.body !== undefined ? { body: example.body } : {}),
    ...(example.caller ? { authorization: `Bearer_${example.caller.token}` } : {}),
  };
  // An endpoint that reads no body may ignore one: most of its inputs break what it does read.
  const readsBody = Boolean(endpoint.body || endpoint.bodyType === 'multipart');
  const variants: fc.WeightedArbitrary<Partial<Call>>[] = [
    { weight: readsBody ? 2 : 1, arbitrary: fc.constantFrom(...rawBodies).map((raw) => ({ raw, parts: undefined, body: undefined })) },
  ];
  if (endpoint.bodyType === 'multipart') {
    variants.push({ weight: 5, arbitrary: multipartJunk(ctx.maxFileBytes).map((m) => ({ parts: m.parts, raw: m.raw })) });
  } else {
    variants.push({ weight: readsBody ? 6 : 1, arbitrary: bodyOps(endpoint, example, ctx.foreignIds) });
  }
  const pathAndQuery = readsBody ? 3 : 6;
  if (keysOf(endpoint.params, example.params).length) variants.push({ weight: pathAndQuery, arbitrary: paramOps(endpoint, example, ctx.foreignIds) });
  if (endpoint.query) variants.push({ weight: pathAndQuery, arbitrary: queryOps(endpoint, example, ctx.foreignIds) });
  return fc.oneof(...variants).map((change) => {
    const call: Call = { ...base, ...change };
    return Object.assign(call, { [fc.toStringMethod]: () => describeCall(call) });
  });
}

const short = (value: unknown) => {
  const text =
    typeof value === 'string'
      ? value
      : (JSON.stringify(value, (_k, v: unknown) => (Buffer.isBuffer(v) ? `<${v.length} bytes>` : v)) ?? String(value));
  return text.length > 160 ? `${text.slice(0, 160)}…(${text.length} chars)` : text;
};

/** A readable, bounded description of a call for failure messages. */
export function describeCall(call: Call): string {
  const parts = [
    call.params && `params=${short(call.params)}${call.rawParams ? ' (raw)' : ''}`,
    call.query && `query=${short(call.query)}`,
    call.rawQuery && `rawQuery=${short(call.rawQuery)}`,
    call.body !== undefined && `body=${short(call.body)}`,
    call.raw &&
      `raw(${call.raw.contentType ?? 'no content type'})=${short(Buffer.isBuffer(call.raw.payload) ? `<${call.raw.payload.length} bytes>` : call.raw.payload)}`,
    call.parts && `parts=${short(call.parts.map((p) => ({ ...p, value: Buffer.isBuffer(p.value) ? `<${p.value.length} bytes>` : short(p.value) })))}`,
  ];
  return parts.filter(Boolean).join(' ');
}
