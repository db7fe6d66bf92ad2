import { CATALOGUES, CONTRACT_VERSION } from '@permit/shared-contracts';
import adminModule from './module';

describe('mf_admin module', () => {
  it('describes itself by the remote contract', () => {
    expect(adminModule).toMatchObject({ name: 'mf_admin', version: '0.0.0-test', contractVersion: CONTRACT_VERSION, basePath: '/admin' });
    expect(adminModule.Routes).toEqual(expect.any(Function));
  });

  it('offers the admin home, the audit trail, the SIMOPS matrix and every catalogue to administrators only', () => {
    expect(adminModule.navItems).toHaveLength(CATALOGUES.length + 3);
    expect(adminModule.navItems).toContainEqual(expect.objectContaining({ label: 'Журнал действий', path: '/admin/audit' }));
    expect(adminModule.navItems).toContainEqual(expect.objectContaining({ label: 'Совмещение работ (SIMOPS)', path: '/admin/simops' }));
    expect(adminModule.navItems.every((item) => item.roles?.includes('ADMIN'))).toBe(true);
  });
});
