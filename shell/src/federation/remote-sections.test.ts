import { REMOTE_NAMES } from '@permit/shared-contracts';
import { remotesForPage, usableBy } from './remote-sections';

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

describe('remotes a user has a use for', () => {
  const names = Object.values(REMOTE_NAMES);
  it('administration only for administrators; every other remote for everyone signed in', () => {
    expect(names.filter(usableBy(['CREATOR', 'APPROVER']))).toEqual([REMOTE_NAMES.permits, REMOTE_NAMES.notifications]);
    expect(names.filter(usableBy([]))).toEqual([REMOTE_NAMES.permits, REMOTE_NAMES.notifications]);
    expect(names.filter(usableBy(['ADMIN']))).toEqual(names);
    expect(usableBy([])('mf_unknown')).toBe(true);
  });
});
