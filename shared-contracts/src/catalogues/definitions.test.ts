import { z } from 'zod';
import { CATALOGUES, catalogueByName } from './definitions';
import { CATALOGUE_AREAS } from '../http/endpoints/catalogues';
import { userRegisterSchema } from '../schemas/auth';

const ADMIN_NAMES = [
  'type',
  'content',
  'places',
  'organizations',
  'workshifts',
  'region',
  'sections',
  'users',
  'events',
  'dangerous-factors',
  'instruments',
  'security-measures',
  'siz',
];

describe('catalogue definitions', () => {
  it('define exactly the 13 admin catalogues', () => {
    expect(CATALOGUES.map((c) => c.name).sort()).toEqual([...ADMIN_NAMES].sort());
    expect(catalogueByName('siz')?.sortable).toBe(false);
    expect(catalogueByName('events')?.sortable).toBe(false);
  });

  it('name only fields their save schema accepts, with every required save field present', () => {
    for (const def of CATALOGUES) {
      const save = (def.source.kind === 'users' ? userRegisterSchema : CATALOGUE_AREAS[def.source.area].save) as z.ZodObject;
      const saveKeys = Object.keys(save.shape);
      // type_detail is the event form's choice; the payload carries type_nd derived from it (docs/architecture.md «Поведение клиента»).
      const formKeys = def.fields.map((f) => (f.name === 'type_detail' ? 'type_nd' : f.name));
      for (const key of formKeys) expect({ def: def.name, key, known: saveKeys.includes(key) }).toEqual({ def: def.name, key, known: true });
      for (const field of def.fields) {
        if (field.name !== 'id' && field.name !== 'surname' && def.name !== 'type' && def.name !== 'content') {
          expect({ def: def.name, field: field.name, required: field.required }).toEqual({ def: def.name, field: field.name, required: true });
        }
      }
    }
  });

  it('the references of every area point at known areas', () => {
    for (const [area, a] of Object.entries(CATALOGUE_AREAS)) {
      for (const ref of Object.values(a.refs) as { area: string }[]) expect(Object.keys(CATALOGUE_AREAS)).toContain(ref.area);
      expect(area).toBeTruthy();
    }
  });
});
