import { act, screen } from '@testing-library/react';
import { createFakeServices, renderRemote, signedInSnapshot, SIGNED_OUT_SNAPSHOT } from '../testing';
import { useSession } from './use-session';

function WhoAmI() {
  const { authorized, roles } = useSession();
  return <p>{authorized ? `Роли: ${roles.join(', ')}` : 'Вход не выполнен'}</p>;
}

describe('useSession', () => {
  it('reads the shell’s session and re-renders when it changes', () => {
    const fake = createFakeServices(signedInSnapshot(['CREATOR']));
    renderRemote(<WhoAmI />, { fake });
    expect(screen.getByText('Роли: CREATOR')).toBeInTheDocument();

    act(() => fake.session.set({ roles: ['CREATOR', 'ADMIN'] }));
    expect(screen.getByText('Роли: CREATOR, ADMIN')).toBeInTheDocument();

    act(() => fake.session.set(SIGNED_OUT_SNAPSHOT));
    expect(screen.getByText('Вход не выполнен')).toBeInTheDocument();
  });
});
