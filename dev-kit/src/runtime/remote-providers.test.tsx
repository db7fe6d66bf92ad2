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

  it('says in the error which provider is missing when a screen is rendered outside it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('вне RemoteContextProvider');
    jest.restoreAllMocks();
  });
});
