import { REMOTE_NAMES } from '@permit/shared-contracts';
import { remotesForPage } from './remote-sections';

describe('remotes a page renders at once', () => {
  it("a section's pages need its remote and the header's", () => {
    expect(remotesForPage('/nd')).toEqual([REMOTE_NAMES.notifications, REMOTE_NAMES.permits]);
    expect(remotesForPage('/nd/show/5')).toEqual([REMOTE_NAMES.notifications, REMOTE_NAMES.permits]);
    expect(remotesForPage('/admin/type')).toEqual([REMOTE_NAMES.notifications, REMOTE_NAMES.admin]);
  });

  it('other pages need only the header, and a look-alike prefix is not a section', () => {
    expect(remotesForPage('/password')).toEqual([REMOTE_NAMES.notifications]);
    expect(remotesForPage('/ndx')).toEqual([REMOTE_NAMES.notifications]);
    expect(remotesForPage('/administrator')).toEqual([REMOTE_NAMES.notifications]);
  });
});
