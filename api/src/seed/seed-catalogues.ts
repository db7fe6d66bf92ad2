import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { hashPassword } from '../auth/password';
import { roleByName } from '@permit/shared-contracts';
import * as data from './catalogue-data';
import { DEMO_PASSWORD } from './demo-logins';
import { PEOPLE, type PersonKey } from './people-data';
import { insertAll, insertRow } from './seed-helpers';

export type CatalogueIds = Awaited<ReturnType<typeof seedCatalogues>>;

/** Fills every reference catalogue; returns the ids by seed key for the permits that use them. */
export async function seedCatalogues(tx: Db) {
  const orgs = await insertAll(tx, 'organization', data.ORGANIZATIONS, (o) => ({ ...o }));
  const sections = await insertAll(tx, 'section', data.SECTIONS, (s) => ({
    section: s.section,
    description: s.description,
    organization: orgs[s.org],
  }));
  const places = await insertAll(tx, 'placeWork', data.PLACES, (p) => ({ ...p }));
  const zones = await insertAll(tx, 'regionWork', data.ZONES, (z) => ({ region: z.region, description: z.description, place: places[z.place] }));
  const shifts = await insertAll(tx, 'workShift', data.WORK_SHIFTS, (w) => ({
    organizationId: orgs[w.org],
    timeStart: w.time_start,
    timeEnd: w.time_end,
  }));
  const types = await insertAll(tx, 'typeNd', data.PERMIT_TYPES, (t) => ({ type: t.type, description: t.description, route: t.route }));
  const contents = await insertAll(tx, 'contentWork', data.CONTENT_WORKS, (c) => ({
    content: c.content,
    description: c.description,
    place: places[c.place],
    typeNd: c.type ? types[c.type] : null,
  }));
  const factors = await insertAll(tx, 'dangerousFactor', data.DANGEROUS_FACTORS, (f) => ({ ...f }));
  const instruments = await insertAll(tx, 'instrument', data.INSTRUMENTS, (i) => ({ ...i }));
  const measures = await insertAll(tx, 'securityMeasure', data.SECURITY_MEASURES, (m) => ({
    measure: m.measure,
    description: m.description,
    dangerousFactor: factors[m.factor],
  }));
  const siz = await insertAll(tx, 'siz', data.SIZ, (s) => ({ ...s }));
  const events = await insertAll(tx, 'event', data.EVENTS, (e) => ({ eventName: e.event_name, description: e.description, typeNd: types[e.type] }));
  return { orgs, sections, places, zones, shifts, types, contents, factors, instruments, measures, siz, events };
}

/** Every demo person with a password hash of their own (own salt) and their roles. */
export async function seedPeople(tx: Db, ids: CatalogueIds): Promise<Record<PersonKey, number>> {
  const keys = Object.keys(PEOPLE) as PersonKey[];
  // Hashing is the slow part (scrypt); done in parallel on libuv's thread pool, inserted in order.
  const hashes = await Promise.all(keys.map(() => hashPassword(DEMO_PASSWORD)));
  const people = {} as Record<PersonKey, number>;
  for (const [i, key] of keys.entries()) {
    const p = PEOPLE[key];
    const id = await insertRow(tx, 'appUser', {
      family: p.family,
      name: p.name,
      surname: p.surname,
      email: p.email,
      username: p.email,
      phone: p.phone,
      profession: p.profession,
      qualification: p.qualification,
      passwordHash: hashes[i],
      organizationId: ids.orgs[p.org],
      sectionId: ids.sections[p.section],
    });
    if (p.roles.length > 0)
      await kysely(tx)
        .insertInto('userRole')
        .values(p.roles.map((role) => ({ userId: id, roleId: roleByName(role).id })))
        .execute();
    people[key] = id;
  }
  return people;
}
