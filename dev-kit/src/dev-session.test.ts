import { createDevSession } from './dev-session';
import { testProfile } from './testing';

const login = {
  email: 'a@example.ru',
  family: 'Петров',
  name: 'Пётр',
  phone: '+7 900 000-00-01',
  profession: 'Инженер',
  qualification: 'Первая',
  surname: '',
  username: 'a@example.ru',
  user_id: 4,
  token: 't-9',
};

describe('createDevSession', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('signs in, keeps the token out of the snapshot, takes roles from the profile and survives a reload', () => {
    const session = createDevSession(window.sessionStorage);
    const listener = jest.fn();
    session.subscribe(listener);

    session.signIn(login);
    session.setProfile(testProfile(['ADMIN']));

    expect(listener).toHaveBeenCalledTimes(2);
    expect(session.get()).toMatchObject({ authorized: true, roles: ['ADMIN'], user: { user_id: 4 } });
    expect(session.get().user).not.toHaveProperty('token');
    expect(window.localStorage.getItem('auth')).toBeNull();

    const reloaded = createDevSession(window.sessionStorage);
    expect(reloaded.token()).toBe('t-9');
    expect(reloaded.get()).toMatchObject({ authorized: true, profile: null });
  });

  it('logs out and forgets the stored session', () => {
    const session = createDevSession(window.sessionStorage);
    session.signIn(login);
    session.logout();
    expect(session.get().authorized).toBe(false);
    expect(createDevSession(window.sessionStorage).token()).toBeNull();
  });
});
