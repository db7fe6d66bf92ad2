import { SESSION_LIST_ID, preloadSessionScripts } from './session-preload';

function pageWith(list: string | null): Document {
  const doc = document.implementation.createHTMLDocument('Наряд-допуски');
  if (list !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = SESSION_LIST_ID;
    script.textContent = list;
    doc.head.append(script);
  }
  return doc;
}

const preloads = (doc: Document) =>
  [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    priority: link.getAttribute('fetchpriority'),
  }));

const LISTS = JSON.stringify({
  signedIn: ['/signed-in-app-layout.0a1b2c3d.js', '/4087.f74a994d.js'],
  signedOut: ['/signed-out-login.5f6a7b8c.js'],
});

describe('the scripts a page preloads by its session as it starts', () => {
  it('links the signed-in list as low-priority script preloads when a session is stored', () => {
    const doc = pageWith(LISTS);
    expect(preloadSessionScripts(true, doc)).toBe(2);
    expect(preloads(doc)).toEqual([
      { href: '/signed-in-app-layout.0a1b2c3d.js', as: 'script', priority: 'low' },
      { href: '/4087.f74a994d.js', as: 'script', priority: 'low' },
    ]);
  });

  it('links the signed-out list, and only it, without a session', () => {
    const doc = pageWith(LISTS);
    expect(preloadSessionScripts(false, doc)).toBe(1);
    expect(preloads(doc).map((p) => p.href)).toEqual(['/signed-out-login.5f6a7b8c.js']);
  });

  it('takes no address of another origin and nothing that is not a path', () => {
    const doc = pageWith(JSON.stringify({ signedIn: ['https://evil.example/x.js', '//evil.example/y.js', 42, null, '/ok.js'] }));
    expect(preloadSessionScripts(true, doc)).toBe(1);
    expect(preloads(doc).map((p) => p.href)).toEqual(['/ok.js']);
  });

  it.each([
    ['no lists in the page', null],
    ['an empty element', ''],
    ['lists that are not JSON', '{"signedIn": ["/a.js"'],
    ['JSON that is not an object', '["/a.js"]'],
    ['a list that is not a list', '{"signedIn": "/a.js"}'],
  ])('preloads nothing for %s', (_case, list) => {
    const doc = pageWith(list);
    expect(preloadSessionScripts(true, doc)).toBe(0);
    expect(preloads(doc)).toEqual([]);
  });
});
