import { createTokenService } from '../auth/token';
import type { Person } from './crew';
import type { Example } from './endpoint-examples';
import type { World } from './world';

/** One column of the permission matrix. */
export interface MatrixCaller {
  label: string;
  /** null: anonymous. */
  person: Person | null;
  isAdmin: boolean;
  /** A signed-in user outside the world's organization (another one, or none). */
  outsider: boolean;
}

/** Anonymous, one user per role of the world's organization, a user without roles, and users of no or another organization. */
export function matrixCallers(w: World): MatrixCaller[] {
  const inside = (label: string, person: Person, isAdmin = false): MatrixCaller => ({ label, person, isAdmin, outsider: false });
  return [
    { label: 'anonymous', person: null, isAdmin: false, outsider: false },
    inside('ADMIN', w.crew.admin, true),
    inside('CREATOR', w.crew.creator),
    inside('PREPARATOR', w.crew.preparator),
    inside('INDUSTRIAL_SAFER', w.crew.safer),
    inside('ISSUANCER', w.crew.issuer),
    inside('APPROVER', w.crew.approver),
    inside('EXECUTOR', w.crew.executor),
    inside('OBJECT_OWNER', w.crew.owner),
    inside('no roles', w.noRole),
    { label: 'no organization', person: w.homeless, isAdmin: false, outsider: true },
    { label: 'CREATOR of another organization', person: w.outsider, isAdmin: false, outsider: true },
    { label: 'ADMIN of another organization', person: w.outsiderAdmin, isAdmin: true, outsider: true },
  ];
}

const part = (token: string, index: number) => token.split('.')[index]!;
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (segment: string) => JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as Record<string, unknown>;

/**
 * Authorization headers that must all be 401: expired, altered, signed with another key or none, of a
 * user who does not exist or whose sessions ended, in another scheme, or no token at all. `victim` is a
 * real session whose token the tampered ones start from; `target` is whom the tampering tries to become.
 */
export function badAuthorizations(victim: Person, target: Person, secret: string): { label: string; header: string }[] {
  const now = Math.floor(Date.now() / 1000);
  const expired = createTokenService({ secret, ttlSeconds: 60, now: () => now - 3600 }).sign(victim.id);
  const otherKey = createTokenService({ secret: `${secret}-other`, ttlSeconds: 3600 }).sign(victim.id);
  const ours = createTokenService({ secret, ttlSeconds: 3600 });
  const token = victim.token;
  const claims = decode(part(token, 1));
  const withClaims = (changes: Record<string, unknown>) => `${part(token, 0)}.${encode({ ...claims, ...changes })}.${part(token, 2)}`;
  const signature = part(token, 2);
  const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
  return [
    { label: 'expired', header: `Bearer_${expired}` },
    { label: 'payload names another user', header: `Bearer_${withClaims({ sub: String(target.id) })}` },
    { label: 'payload expiry pushed back', header: `Bearer_${withClaims({ exp: now + 10 * 365 * 86400 })}` },
    { label: 'bad signature', header: `Bearer_${part(token, 0)}.${part(token, 1)}.${flipped}` },
    { label: 'signed with another key', header: `Bearer_${otherKey}` },
    { label: 'no signature', header: `Bearer_${part(token, 0)}.${part(token, 1)}.` },
    { label: 'alg none', header: `Bearer_${encode({ alg: 'none', typ: 'JWT' })}.${part(token, 1)}.` },
    { label: 'user that does not exist', header: `Bearer_${ours.sign(2_147_483_647)}` },
    { label: 'an ended session (old token_version)', header: `Bearer_${ours.sign(victim.id, { version: 987 })}` },
    { label: 'scheme Basic', header: `Basic ${token}` },
    { label: 'scheme Token', header: `Token ${token}` },
    { label: 'scheme Bearer-', header: `Bearer-${token}` },
    { label: 'no scheme', header: token },
    { label: 'scheme only', header: 'Bearer_' },
    { label: 'two tokens', header: `Bearer_${token} ${token}` },
    { label: 'garbage', header: 'Bearer_abc' },
    { label: 'garbage with dots', header: 'Bearer_a.b.c' },
    { label: 'huge', header: `Bearer_${'x'.repeat(5000)}` },
    { label: 'empty', header: '' },
  ];
}

const PERMIT_KEYS = ['id', 'ndId', 'fileId', 'NdID', 'nd_id'];

/** The example with its permit or file id replaced by one that exists nowhere. */
export function withMissingTarget(example: Example, w: World): Example {
  const targets = new Set([w.draftId, w.submittedId, w.fileId]);
  const swap = (record: Record<string, unknown> | undefined) =>
    record && Object.fromEntries(Object.entries(record).map(([k, v]) => [k, PERMIT_KEYS.includes(k) && targets.has(Number(v)) ? 2_147_483_647 : v]));
  return {
    ...example,
    params: swap(example.params) as Example['params'],
    query: swap(example.query) as Example['query'],
    body: example.body && typeof example.body === 'object' ? swap(example.body as Record<string, unknown>) : example.body,
  };
}

/** The ids of the rows a list answer carries (a bare array, `data` of a page, or the rows of each group). */
export function idsIn(json: unknown): number[] {
  // A grouped list («Мои задачи»): the rows of every group.
  const groups = json && typeof json === 'object' ? (json as { groups?: unknown }).groups : undefined;
  if (Array.isArray(groups)) return groups.flatMap((g) => idsIn((g as { rows?: unknown })?.rows ?? []));
  const rows = Array.isArray(json)
    ? json
    : json && typeof json === 'object' && Array.isArray((json as { data?: unknown }).data)
      ? (json as { data: unknown[] }).data
      : [];
  return rows.map((row) => (row && typeof row === 'object' ? Number((row as { id?: unknown }).id) : NaN)).filter(Number.isFinite);
}
