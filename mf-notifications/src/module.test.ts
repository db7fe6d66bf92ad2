import { CONTRACT_VERSION } from '@permit/shared-contracts';
import notificationsModule from './module';

describe('mf_notifications module', () => {
  it('describes itself by the remote contract and fills both header slots', () => {
    expect(notificationsModule).toMatchObject({ name: 'mf_notifications', version: '0.0.0-test', contractVersion: CONTRACT_VERSION });
    expect(notificationsModule.Routes).toBeUndefined();
    expect(notificationsModule.slots?.['header.notifications']).toEqual(expect.any(Function));
    expect(notificationsModule.slots?.['header.statusCounts']).toEqual(expect.any(Function));
  });
});
