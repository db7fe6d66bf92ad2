import type { RoleName, SessionSnapshot, SessionUser, User } from '@permit/shared-contracts';

export const TEST_ORGANIZATION = { id: 7, name: 'АО «Северный НПЗ»' };
export const TEST_SECTION = { id: 3, section: 'Цех № 2' };

export function testSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    email: 'ivanov@example.ru',
    family: 'Иванов',
    name: 'Иван',
    surname: 'Петрович',
    phone: '+7 900 000-00-00',
    profession: 'Мастер участка',
    qualification: 'Высшая',
    username: 'ivanov@example.ru',
    user_id: 11,
    loginTime: 1_700_000_000_000,
    ...overrides,
  };
}

export function testProfile(roles: RoleName[] = ['CREATOR'], overrides: Partial<User> = {}): User {
  return {
    id: 11,
    family: 'Иванов',
    name: 'Иван',
    surname: 'Петрович',
    email: 'ivanov@example.ru',
    username: 'ivanov@example.ru',
    phone: '+7 900 000-00-00',
    profession: 'Мастер участка',
    qualification: 'Высшая',
    organization: TEST_ORGANIZATION,
    section: TEST_SECTION,
    roles: roles.map((name, index) => ({ id: index + 1, name })),
    ...overrides,
  };
}

/** A signed-in snapshot whose profile is loaded, so screens that wait for it render at once. */
export function signedInSnapshot(roles: RoleName[] = ['CREATOR'], profile: User = testProfile(roles)): SessionSnapshot {
  return { authorized: true, user: testSessionUser(), profile, roles };
}
