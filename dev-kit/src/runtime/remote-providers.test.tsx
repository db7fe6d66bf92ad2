import { act, render, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { createFakeServices, renderRemote, signedInSnapshot } from '../testing';
import { useRemote, useServices } from './remote-context';

function Probe() {
  const { basePath, services } = useRemote();
  const sameServices = useServices() === services;
  const queryClient = useQueryClient();
  return <p>{`${basePath}, ${sameServices ? 'те же сервисы' : 'другие сервисы'}, ${queryClient ? 'свой кэш' : 'без кэша'}`}</p>;
}

describe('RemoteProviders', () => {
  it('gives the tree the services, the base path and the remote’s own query client', () => {
    renderRemote(<Probe />, { basePath: '/nd' });
    expect(screen.getByText('/nd, те же сервисы, свой кэш')).toBeInTheDocument();
  });

  it('clears the cache when the user logs out, so the next user never sees it', () => {
    const fake = createFakeServices(signedInSnapshot());
    const { queryClient } = renderRemote(<Probe />, { fake });
    queryClient.setQueryData(['nd', 'search'], { count: 3 });

    act(() => fake.session.set({ roles: ['ADMIN'] }));
    expect(queryClient.getQueryData(['nd', 'search'])).toEqual({ count: 3 });

    act(() => fake.session.logout());
    expect(queryClient.getQueryData(['nd', 'search'])).toBeUndefined();
  });

  it('clears the cache of a remote whose tree was unmounted before the logout, and when another user signs in', () => {
    const fake = createFakeServices(signedInSnapshot());
    const { queryClient, unmount } = renderRemote(<Probe />, { fake });
    queryClient.setQueryData(['nd', 'worklist'], { groups: 1 });
    // The user went to a page of another remote or of the shell: this remote's tree is gone, its client is not.
    unmount();
    act(() => fake.session.logout());
    expect(queryClient.getQueryData(['nd', 'worklist'])).toBeUndefined();

    act(() => fake.session.set(signedInSnapshot()));
    queryClient.setQueryData(['nd', 'worklist'], { groups: 2 });
    const other = signedInSnapshot();
    act(() => fake.session.set({ ...other, user: { ...other.user!, user_id: other.user!.user_id + 1 } }));
    expect(queryClient.getQueryData(['nd', 'worklist'])).toBeUndefined();
  });

  it('says in the error which provider is missing when a screen is rendered outside it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('вне RemoteContextProvider');
    jest.restoreAllMocks();
  });
});
