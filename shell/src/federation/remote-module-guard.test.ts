import { checkRemoteModule, unwrapDefault } from './remote-module-guard';
import { parseRemoteList } from './remote-list';

const Component = () => null;

describe('remote module guard', () => {
  it('accepts a described module and keeps only valid nav items, roles and slots', () => {
    const result = checkRemoteModule({
      name: 'mf_admin',
      version: '1.0.0',
      contractVersion: '1.0.0',
      basePath: '/admin',
      navItems: [
        { label: 'Справочники', path: '/admin', roles: ['ADMIN', 'KING'] },
        { label: 'Без пути' },
        { label: 'Внешняя', path: 'https://example.org' },
      ],
      Routes: Component,
      slots: { 'header.notifications': Component, 'footer.unknown': Component, 'header.statusCounts': 'нет' },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.module.navItems).toEqual([{ label: 'Справочники', path: '/admin', roles: ['ADMIN'] }]);
    expect(Object.keys(result.module.slots ?? {})).toEqual(['header.notifications']);
  });

  it.each([
    ['nothing', undefined],
    ['no contract version', { name: 'a', version: '1', navItems: [] }],
    ['navItems not a list', { name: 'a', version: '1', contractVersion: '1.0.0', navItems: {} }],
    ['Routes not a component', { name: 'a', version: '1', contractVersion: '1.0.0', navItems: [], Routes: 'x' }],
    ['a relative basePath', { name: 'a', version: '1', contractVersion: '1.0.0', navItems: [], basePath: 'nd' }],
  ])('refuses %s', (_case, value) => {
    expect(checkRemoteModule(value).ok).toBe(false);
  });

  it('unwraps the module namespace', () => {
    expect(unwrapDefault({ default: 1 })).toBe(1);
    expect(unwrapDefault(2)).toBe(2);
  });

  it('validates /remotes.json against the contract', () => {
    expect(parseRemoteList([{ name: 'mf_admin', entry: 'http://h/mf-manifest.json' }])).toHaveLength(1);
    expect(() => parseRemoteList([{ name: 'Bad Name', entry: 'x' }])).toThrow(/не соответствует контракту/);
    expect(() => parseRemoteList({ remotes: [] })).toThrow();
  });
});

it('says why a module is refused in Russian only, as the settings screen shows it to any user', () => {
  const base = { name: 'mf_x', version: '1.0.0', contractVersion: '1.1.0', navItems: [] };
  const refusals = [
    null,
    { ...base, name: 1 },
    { ...base, navItems: {} },
    { ...base, basePath: 'x' },
    { ...base, Routes: 5 },
    { ...base, slots: 5 },
  ].map((value) => checkRemoteModule(value));
  for (const result of refusals) {
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).not.toMatch(/[A-Za-z]/);
  }
});
