import { STORAGE_KEYS, type LoginResponse, type User } from '@permit/shared-contracts';
import type { KeyValueStorage } from '../session/session-storage';

export class MemoryStorage implements KeyValueStorage {
  readonly data = new Map<string, string>();
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
}

export const LOGIN_RESPONSE: LoginResponse = {
  email: 'ivanov@zavod.ru',
  family: 'Иванов',
  name: 'Пётр',
  surname: 'Сергеевич',
  phone: '+7 900 000-00-00',
  profession: 'Мастер',
  qualification: 'Высшая',
  username: 'ivanov@zavod.ru',
  user_id: 7,
  token: 'tok-123',
};

export function profileOf(roles: User['roles'], id = LOGIN_RESPONSE.user_id): User {
  return {
    id,
    family: LOGIN_RESPONSE.family,
    name: LOGIN_RESPONSE.name,
    surname: LOGIN_RESPONSE.surname,
    email: LOGIN_RESPONSE.email,
    username: LOGIN_RESPONSE.username,
    phone: LOGIN_RESPONSE.phone,
    profession: LOGIN_RESPONSE.profession,
    qualification: LOGIN_RESPONSE.qualification,
    organization: { id: 1, name: 'АО «Завод»' },
    section: { id: 2, section: 'Цех №1' },
    roles,
  };
}

export const ADMIN_ROLES: User['roles'] = [{ id: 1, name: 'ADMIN' }];
export const CREATOR_ROLES: User['roles'] = [{ id: 3, name: 'CREATOR' }];

/** Storage holding a valid session, as a previous login would have left it. */
export function signedInStorage(loginTime = Date.now()): MemoryStorage {
  const storage = new MemoryStorage();
  const { token, ...user } = LOGIN_RESPONSE;
  storage.setItem(STORAGE_KEYS.auth, JSON.stringify({ token, role: 'ADMIN' }));
  storage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...user, loginTime }));
  return storage;
}
