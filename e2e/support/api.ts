import { ports, DEMO_PASSWORD } from './portal';

const base = () => `http://127.0.0.1:${ports.api}`;

/** Direct API calls for test setup: each test creates the rows it needs instead of relying on others. */
export async function apiSignIn(username: string, password = DEMO_PASSWORD): Promise<{ token: string; user_id: number }> {
  const res = await fetch(`${base()}/api/users/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  return (await res.json()) as { token: string; user_id: number };
}

export async function apiLogin(username: string, password = DEMO_PASSWORD): Promise<string> {
  return (await apiSignIn(username, password)).token;
}

const sessions = new Map<string, { token: string; user_id: number }>();
/**
 * A session of `username` for test setup, kept while the API still accepts it: the login endpoint takes
 * 30 calls a minute from one address, which setup that signs in for every step would exceed. Tests of
 * signing in itself use apiSignIn, which always asks the login endpoint.
 */
export async function setupSignIn(username: string, password = DEMO_PASSWORD): Promise<{ token: string; user_id: number }> {
  const key = `${username}\n${password}`;
  const known = sessions.get(key);
  if (known && (await fetch(`${base()}/api/users/getUserById/${known.user_id}`, { headers: { Authorization: `Bearer_${known.token}` } })).ok) {
    return known;
  }
  const fresh = await apiSignIn(username, password);
  sessions.set(key, fresh);
  return fresh;
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

type Ref = { id: number };
type TypeNd = Ref & { route: string[] };

function localIso(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}T${p(date.getHours())}:${p(date.getMinutes())}:00`;
}

async function list<T>(token: string, path: string): Promise<T[]> {
  const res = await apiCall<T[]>(token, 'GET', path);
  if (res.status !== 200 || !Array.isArray(res.data)) throw new Error(`${path}: ${res.status}`);
  return res.data;
}

/**
 * Creates and submits (draft=false) a complete permit in the creator's organization, whose type's route
 * starts with `firstStep`; `participants` overrides who is named for a role (e.g. a fresh preparator);
 * `draft: true` saves the same complete permit as a draft instead; `zone` puts it in that place and zone
 * (a fresh zone from `freshZone`, where no other work can block its start); `hours` is its length from an hour
 * ago (9 by default).
 */
export async function submitPermit(
  creator: string,
  firstStep: string,
  participants: Partial<Record<string, number>> = {},
  options: { draft?: boolean; zone?: { place: number; region: number }; typeId?: number; hours?: number } = {},
) {
  const { token: creatorToken, user_id } = await setupSignIn(creator);
  const me = (await apiCall<{ organization: Ref; section: Ref }>(creatorToken, 'GET', `/api/users/getUserById/${user_id}`)).data;
  const types = await list<TypeNd>(creatorToken, '/api/typeNd/listAll');
  // `typeId` picks that type (its route must still start with `firstStep` for the caller's approvals).
  const type = types.find((t) => (options.typeId === undefined || t.id === options.typeId) && t.route[0] === firstStep);
  if (!type) throw new Error(`no permit type whose route starts with ${firstStep}`);
  const places = options.zone ? [] : await list<Ref>(creatorToken, '/api/placesWorks/listAll');
  let place: Ref | undefined = options.zone && { id: options.zone.place };
  let region: Ref | undefined = options.zone && { id: options.zone.region };
  for (const p of places) {
    region = (await list<Ref>(creatorToken, `/api/regionWorks/getByPlace/${p.id}`))[0];
    if (region) {
      place = p;
      break;
    }
  }
  const shift = (await list<Ref>(creatorToken, `/api/workshifts/getByOrganization/${me.organization.id}`))[0];
  const byRole = async (role: string) => (await list<Ref>(creatorToken, `/api/users/listAllByRole/${role}`))[0]?.id ?? null;
  const now = new Date();
  const body = {
    draft: options.draft ?? false,
    type_nd: type.id,
    organization: me.organization.id,
    section: me.section.id,
    place: place?.id ?? null,
    region: region?.id ?? null,
    workshift: shift?.id ?? null,
    datetimeStart: localIso(new Date(now.getTime() - 60 * 60 * 1000)),
    datetimeEnd: localIso(new Date(now.getTime() + ((options.hours ?? 9) - 1) * 60 * 60 * 1000)),
    detail_content_works: 'Сквозной тест: работы по наряду',
    userPreparator: participants.PREPARATOR ?? (await byRole('PREPARATOR')),
    userIndustrialSafer: participants.INDUSTRIAL_SAFER ?? (await byRole('INDUSTRIAL_SAFER')),
    userIssuancer: participants.ISSUANCER ?? (await byRole('ISSUANCER')),
    userApprover: participants.APPROVER ?? (await byRole('APPROVER')),
    userExecutor: participants.EXECUTOR ?? (await byRole('EXECUTOR')),
  };
  const res = await apiCall<{ id: number; status: string }>(creatorToken, 'POST', '/api/nd_processing/create_nd', body);
  if (res.status !== 200) throw new Error(`create_nd: ${res.status} ${JSON.stringify(res.data)}`);
  return res.data;
}

/** A new zone in the first place of work, created by the administrator: no permit works there yet. */
export async function freshZone(adminToken: string): Promise<{ place: number; region: number }> {
  const place = (await list<Ref>(adminToken, '/api/placesWorks/listAll'))[0];
  if (!place) throw new Error('no seeded place of work');
  const res = await apiCall<Ref>(adminToken, 'POST', '/api/regionWorks/save', {
    region: `Зона e2e ${Date.now()}-${++counter}`,
    place: place.id,
    description: 'Сквозной тест',
  });
  if (res.status !== 200) throw new Error(`regionWorks/save: ${res.status} ${JSON.stringify(res.data)}`);
  return { place: place.id, region: res.data.id };
}

/** One workflow move through processingND as `username` (demo password unless given); fails the setup unless it is done. */
export async function moveAs(username: string, ndId: number, status: string, comment?: string, password = DEMO_PASSWORD) {
  const token = (await setupSignIn(username, password)).token;
  const res = await apiCall<boolean>(token, 'POST', '/api/nd_processing/processingND', { ndId, status, ...(comment ? { comment } : {}) });
  if (res.status !== 200 || res.data !== true) throw new Error(`processingND ${status} by ${username}: ${res.status} ${JSON.stringify(res.data)}`);
}

export type AttachedFile = { id: number; name: string; size: number };

/** Attaches a text file to a permit under `name` (uploadAddFiles, multipart) and answers the permit's files. */
export async function attachFile(token: string, ndId: number, name: string, text: string): Promise<AttachedFile[]> {
  const body = new FormData();
  body.append('file', new Blob([text], { type: 'text/plain' }), name);
  const query = new URLSearchParams({ NdID: String(ndId), delete: 'false', name });
  const res = await fetch(`${base()}/api/nd_processing/uploadAddFiles?${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer_${token}` },
    body,
  });
  if (!res.ok) throw new Error(`uploadAddFiles ${name}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { addFiles: AttachedFile[] }).addFiles;
}
