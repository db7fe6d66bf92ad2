import { screen } from '@testing-library/react';
import { createFakeServices, signedInSnapshot } from '@permit/dev-kit/testing';
import { endpoints, type NdListRow } from '@permit/shared-contracts';
import prefetch from '../../../prefetch';
import { renderPermits } from '../../../testing/render-permits';
import { clearListPrefetch, listRequestFor, PREFETCH_TTL_MS, startListPrefetch, takeListPrefetch } from './list-prefetch';
import { testListRow } from '../../../testing/nd-fixture';

const snapshot = signedInSnapshot();
const profile = snapshot.profile!;
const rows: NdListRow[] = Array.from({ length: 20 }, (_, i) => testListRow(i + 1));

function searchCalls(call: unknown) {
  return (call as jest.Mock).mock.calls.filter(([endpoint]) => endpoint === endpoints.nd.search);
}

afterEach(() => clearListPrefetch());

describe('the list prefetch (the `./prefetch` expose)', () => {
  it('reads a list address as the list screen does, and no other address', () => {
    const plain = listRequestFor('/nd', '/nd', '', profile);
    expect(plain).toMatchObject({ page: 0, size: 20, query: { organization: profile.organization!.id, status: '' } });
    expect(listRequestFor('/nd', '/nd/', '?page=3&scope=own&number=A-1', profile)).toMatchObject({
      page: 2,
      query: { creator: profile.id, numberPaperNd: 'A-1', organization: 0 },
    });
    expect(listRequestFor('/nd', '/nd/inwork', '', profile)?.query.status).toBe('IN_WORK');
    expect(listRequestFor('/nd', '/nd', '?all=1', profile)).toMatchObject({ page: 0, size: 10_000_000 });
    for (const other of ['/nd/show/3', '/nd/add', '/nd/nonsense', '/ndx', '/admin/type'])
      expect(listRequestFor('/nd', other, '', profile)).toBeNull();
  });

  it('waits for the profile, asks once, and hands the answer out once, to the same user, while it is fresh', async () => {
    const fake = createFakeServices({ ...snapshot, profile: null });
    fake.fake.reply(endpoints.nd.search, { data: rows, count: 45 });
    startListPrefetch({ services: fake.services, basePath: '/nd', pathname: '/nd', search: '' });
    expect(fake.services.api.call).not.toHaveBeenCalled();
    fake.session.set({ profile });
    fake.session.set({ roles: ['CREATOR'] });
    expect(searchCalls(fake.services.api.call)).toHaveLength(1);

    const request = listRequestFor('/nd', '/nd', '', profile)!;
    expect(takeListPrefetch(request, profile.id + 1)).toBeUndefined();
    startListPrefetch({ services: fake.services, basePath: '/nd', pathname: '/nd', search: '' });
    await expect(takeListPrefetch(request, profile.id)).resolves.toMatchObject({ count: 45 });
    expect(takeListPrefetch(request, profile.id)).toBeUndefined();

    startListPrefetch({ services: fake.services, basePath: '/nd', pathname: '/nd', search: '' });
    expect(takeListPrefetch(request, profile.id, Date.now() + PREFETCH_TTL_MS + 1)).toBeUndefined();
  });

  it("starts at once from the same user's cached profile, and keeps that answer when this load's profile confirms it", async () => {
    const fake = createFakeServices({ ...snapshot, profile: null });
    fake.fake.reply(endpoints.nd.search, { data: rows, count: 45 });
    startListPrefetch({ services: fake.services, basePath: '/nd', pathname: '/nd', search: '', cachedProfile: profile });
    expect(searchCalls(fake.services.api.call)).toHaveLength(1);
    fake.session.set({ profile });
    expect(searchCalls(fake.services.api.call)).toHaveLength(1);
    await expect(takeListPrefetch(listRequestFor('/nd', '/nd', '', profile)!, profile.id)).resolves.toMatchObject({ count: 45 });
  });

  it('drops the early answer when the confirmed profile asks for other data, and asks for the right one', async () => {
    const fake = createFakeServices({ ...snapshot, profile: null });
    fake.fake.reply(endpoints.nd.search, { data: rows, count: 45 });
    // Moved to another organization since the last load: the default list is that organization's.
    const stale = { ...profile, organization: { id: profile.organization!.id + 1, name: 'АО «Прежнее»' } };
    startListPrefetch({ services: fake.services, basePath: '/nd', pathname: '/nd', search: '', cachedProfile: stale });
    expect(searchCalls(fake.services.api.call)[0]?.[1]).toMatchObject({ query: { organization: stale.organization.id } });
    fake.session.set({ profile });
    expect(takeListPrefetch(listRequestFor('/nd', '/nd', '', stale)!, profile.id)).toBeUndefined();
    expect(searchCalls(fake.services.api.call)).toHaveLength(2);
    expect(searchCalls(fake.services.api.call)[1]?.[1]).toMatchObject({ query: { organization: profile.organization!.id } });
    await expect(takeListPrefetch(listRequestFor('/nd', '/nd', '', profile)!, profile.id)).resolves.toMatchObject({ count: 45 });
  });

  it("never starts from another user's cached profile, and drops the early answer on a sign-out", () => {
    const fake = createFakeServices({ ...snapshot, profile: null });
    fake.fake.reply(endpoints.nd.search, { data: rows, count: 45 });
    const someoneElse = { ...profile, id: profile.id + 1 };
    startListPrefetch({ services: fake.services, basePath: '/nd', pathname: '/nd', search: '', cachedProfile: someoneElse });
    expect(fake.services.api.call).not.toHaveBeenCalled();

    const leaving = createFakeServices({ ...snapshot, profile: null });
    leaving.fake.reply(endpoints.nd.search, { data: rows, count: 45 });
    startListPrefetch({ services: leaving.services, basePath: '/nd', pathname: '/nd', search: '', cachedProfile: profile });
    expect(searchCalls(leaving.services.api.call)).toHaveLength(1);
    leaving.session.set({ authorized: false, user: null, profile: null, roles: [] });
    expect(takeListPrefetch(listRequestFor('/nd', '/nd', '', profile)!, profile.id)).toBeUndefined();
  });

  it('a signed-out page or a page that is not a list starts nothing', () => {
    const signedOut = createFakeServices();
    startListPrefetch({ services: signedOut.services, basePath: '/nd', pathname: '/nd', search: '' });
    const card = createFakeServices(snapshot);
    startListPrefetch({ services: card.services, basePath: '/nd', pathname: '/nd/show/5', search: '' });
    expect(signedOut.services.api.call).not.toHaveBeenCalled();
    expect(card.services.api.call).not.toHaveBeenCalled();
  });

  it('the list screen shows the prefetched rows without asking for them again', async () => {
    const fake = createFakeServices(snapshot);
    fake.fake.reply(endpoints.nd.search, { data: rows, count: 45 });
    prefetch({ services: fake.services, basePath: '/nd', pathname: '/nd', search: '?page=2' });
    expect(searchCalls(fake.services.api.call)).toHaveLength(1);

    renderPermits('/nd?page=2', fake);
    expect(await screen.findAllByRole('link', { name: /Просмотр наряд-допуска/ })).not.toHaveLength(0);
    expect(searchCalls(fake.services.api.call)).toHaveLength(1);
  });

  it('a failed prefetch is asked for again by the screen; another page is asked for anew', async () => {
    const fake = createFakeServices(snapshot);
    fake.fake.fail(endpoints.nd.search, 503);
    startListPrefetch({ services: fake.services, basePath: '/nd', pathname: '/nd', search: '' });
    fake.fake.reply(endpoints.nd.search, { data: rows, count: 45 });
    renderPermits('/nd', fake);
    expect(await screen.findByText('Всего: 45')).toBeInTheDocument();
    expect(searchCalls(fake.services.api.call)).toHaveLength(2);

    const other = createFakeServices(snapshot);
    other.fake.reply(endpoints.nd.search, { data: rows, count: 45 });
    startListPrefetch({ services: other.services, basePath: '/nd', pathname: '/nd', search: '?scope=own' });
    renderPermits('/nd', other);
    expect(await screen.findAllByText('Всего: 45')).not.toHaveLength(0);
    expect(searchCalls(other.services.api.call)).toHaveLength(2);
  });
});
