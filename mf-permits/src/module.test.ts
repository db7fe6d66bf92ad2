import { CONTRACT_VERSION, ND_STATUS_SLUGS } from '@permit/shared-contracts';
import permitsModule from './module';

describe('mf_permits module', () => {
  it('describes itself by the remote contract', () => {
    expect(permitsModule).toMatchObject({
      name: 'mf_permits',
      version: '0.0.0-test',
      contractVersion: CONTRACT_VERSION,
      basePath: '/nd',
    });
    expect(permitsModule.Routes).toEqual(expect.any(Function));
  });

  it('offers «Мои задачи» to the shell’s home page through the home.widgets slot', () => {
    expect(permitsModule.slots?.['home.widgets']).toEqual(expect.any(Function));
  });

  it('offers the permit list, favourites, «Доска работ» and the 12 status lists in the navigation', () => {
    const paths = permitsModule.navItems.map((item) => item.path);
    expect(paths[0]).toBe('/nd');
    expect(paths).toEqual(expect.arrayContaining(Object.values(ND_STATUS_SLUGS).map((slug) => `/nd/${slug}`)));
    expect(paths).toEqual(expect.arrayContaining(['/nd/fav', '/nd/add', '/nd/board']));
    expect(paths).toHaveLength(16);
  });
});
