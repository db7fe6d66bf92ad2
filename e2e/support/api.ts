import { ports, DEMO_PASSWORD } from './portal';

const base = () => `http://127.0.0.1:${ports.api}`;

/** Direct API calls for test setup: each test creates the rows it needs instead of relying on others. */
export async function apiLogin(username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${base()}/api/users/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  const body = (await res.json()) as { token: string };
  return body.token;
}

export async function apiCall<T>(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const res = await fetch(`${base()}${path}`, {
    method,
    headers: { Authorization: `Bearer_${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, data: (text ? JSON.parse(text) : null) as T };
}

let counter = 0;
/** A fresh user in organization 1 (the demo organization), created through the admin API. */
export async function createUser(adminToken: string, roles: string[] = ['CREATOR'], password = 'start-password-1') {
  const email = `e2e-${Date.now()}-${++counter}@demo.ru`;
  const creators = await apiCall<{ organization: { id: number } | null; section: { id: number } | null }[]>(
    adminToken,
    'GET',
    '/api/users/listAllByRole/CREATOR',
  );
  const sample = creators.data.find((u) => u.organization && u.section);
  if (!sample?.organization || !sample.section) throw new Error('no seeded user with an organization and a section');
  const res = await apiCall<{ id: number }>(adminToken, 'POST', '/api/admin/user/register', {
    create: true,
    family: 'Тестов',
    name: 'Пётр',
    surname: 'Ильич',
    email,
    phone: '+7 900 000-00-00',
    organization: sample.organization.id,
    section: sample.section.id,
    profession: 'Инженер',
    qualification: 'III группа',
    roles,
    password,
  });
  if (res.status !== 200) throw new Error(`register: ${res.status} ${JSON.stringify(res.data)}`);
  return { id: res.data.id, email, password };
}
