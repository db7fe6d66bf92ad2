/** @jest-environment node */
// Node's environment: the cache key uses crypto.subtle, which jsdom lacks.
import { endpoints } from '@permit/shared-contracts';
import { OFFLINE_READ_PATHS, isHashedChunk, isOfflineRead, isRemoteEntry, isRemoteList, userCacheKey } from './offline-rules';

interface EndpointLike {
  method: string;
  path: string;
}
const isEndpoint = (v: unknown): v is EndpointLike =>
  typeof v === 'object' && v !== null && typeof Reflect.get(v, 'path') === 'string' && typeof Reflect.get(v, 'method') === 'string';

/** Every endpoint of the contract, named by its key path (nd.search, catalogues.Place.listAll …). */
function allEndpoints(node: unknown = endpoints, prefix = ''): Array<[string, EndpointLike]> {
  if (isEndpoint(node)) return [[prefix, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, child]) => allEndpoints(child, prefix ? `${prefix}.${key}` : key));
}

/** A sample URL for a path template: every `{param}` becomes a value. */
const sample = (path: string) => new URL(path.replace(/\{[^}]+\}/g, '7'), 'http://localhost:8080');

describe('the service worker keeps these reads of the contract for offline use', () => {
  const kept = allEndpoints()
    .filter(([, e]) => isOfflineRead(sample(e.path), e.method))
    .map(([name]) => name);

  it('every kept path is a GET endpoint of the contract (a renamed endpoint fails here)', () => {
    const gets = allEndpoints()
      .filter(([, e]) => e.method === 'GET')
      .map(([, e]) => e.path);
    const catalogueListAll = gets.filter((p) => /^\/api\/[^/]+\/listAll$/.test(p));
    for (const template of OFFLINE_READ_PATHS) {
      if (template === '/api/{area}/listAll') expect(catalogueListAll.length).toBeGreaterThan(5);
      else expect(gets).toContain(template);
    }
  });

  it('«Мои задачи», the lists, an opened permit and what their screens need', () => {
    expect(kept).toEqual(
      expect.arrayContaining([
        'nd.worklist',
        'nd.search',
        'nd.getById',
        'nd.routes',
        'nd.countByStatus',
        'favourites.listAll',
        'users.getUserById',
        'lookups.regionsByPlace',
        // «Доска работ» opens on its place list, then the place's board.
        'board.get',
        'board.places',
      ]),
    );
    expect(kept.filter((name) => name.startsWith('catalogues.')).every((name) => name.endsWith('.listAll'))).toBe(true);
  });

  it('never files, PDFs, writes or admin pages', () => {
    for (const name of ['nd.printPdf', 'nd.downloadFile', 'nd.save', 'nd.processing', 'favourites.delete', 'system.mailOutbox', 'users.login']) {
      expect(kept).not.toContain(name);
    }
    expect(kept.some((name) => name.startsWith('audit.'))).toBe(false);
    expect(isOfflineRead(sample('/api/nd_processing/worklist'), 'POST')).toBe(false);
  });
});

describe('remote files', () => {
  it('entries and manifests are told apart from content-named chunks', () => {
    expect(isRemoteEntry(new URL('http://localhost:8081/mf-manifest.json'))).toBe(true);
    expect(isRemoteEntry(new URL('http://localhost:8081/remoteEntry.js'))).toBe(true);
    expect(isRemoteEntry(new URL('http://localhost:8081/__federation_expose_module.01234567.js'))).toBe(false);
    expect(isHashedChunk(new URL('http://localhost:8081/315.0a1b2c3d.js'))).toBe(true);
    expect(isHashedChunk(new URL('http://localhost:8080/theme.e270b1ef.css'))).toBe(true);
    expect(isHashedChunk(new URL('http://localhost:8081/remoteEntry.js'))).toBe(false);
    expect(isRemoteList(new URL('http://localhost:8080/remotes.json'), 'http://localhost:8080')).toBe(true);
    expect(isRemoteList(new URL('http://evil.test/remotes.json'), 'http://localhost:8080')).toBe(false);
  });

  it('knows a content-named chunk exactly as the builds name it and the static server caches it', () => {
    const { HASH_LENGTH, HASHED_FILE } = jest.requireActual<{ HASH_LENGTH: number; HASHED_FILE: RegExp }>('@permit/tooling/hashed-names');
    const hash = (length: number) => '0123456789abcdef'.repeat(2).slice(0, length);
    for (const length of [HASH_LENGTH - 1, HASH_LENGTH, HASH_LENGTH + 1]) {
      for (const name of [`/4087.${hash(length)}.js`, `/theme.${hash(length)}.css`]) {
        expect(isHashedChunk(new URL(`http://localhost:8080${name}`))).toBe(HASHED_FILE.test(name));
      }
    }
    expect(isHashedChunk(new URL(`http://localhost:8080/4087.${hash(HASH_LENGTH)}.js`))).toBe(true);
  });
});

describe('userCacheKey', () => {
  const url = 'http://localhost:8080/api/nd_processing/worklist?x=1';

  it('differs per session and is stable within one; the token itself is not in it', async () => {
    const a1 = await userCacheKey(url, 'Bearer_token-a');
    const a2 = await userCacheKey(url, 'Bearer_token-a');
    const b = await userCacheKey(url, 'Bearer_token-b');
    expect(a1).toBe(a2);
    expect(b).not.toBe(a1);
    expect(a1).not.toContain('token-a');
    expect(new URL(a1 ?? '').searchParams.get('x')).toBe('1');
  });

  it('is null without a session: nothing is kept for an anonymous request', async () => {
    await expect(userCacheKey(url, null)).resolves.toBeNull();
  });
});
