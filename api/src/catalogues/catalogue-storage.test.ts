import type { z } from 'zod';
import { CATALOGUE_AREAS, CATALOGUE_AREA_NAMES } from '@permit/shared-contracts';
import { CATALOGUE_STORAGE } from './catalogue-storage';

// The work shift's [hour, minute] pairs are derived from its stored 'HH:mm' times, not stored themselves.
const DERIVED: Record<string, readonly string[]> = { workshifts: ['timeStart', 'timeEnd'] };

describe('catalogue storage map (catalogue-storage.ts)', () => {
  it.each(CATALOGUE_AREA_NAMES)('%s stores every save field of the contract, and nothing else', (area) => {
    const save = CATALOGUE_AREAS[area].save as z.ZodObject;
    const saved = Object.keys(save.shape).filter((field) => field !== 'id' && !(DERIVED[area] ?? []).includes(field));
    expect(Object.keys(CATALOGUE_STORAGE[area].fields).sort()).toEqual(saved.sort());
  });

  it.each(CATALOGUE_AREA_NAMES)('%s names each reference field for its messages, and shows a stored column of the target', (area) => {
    const storage = CATALOGUE_STORAGE[area];
    const refNames: Record<string, string> = 'refNames' in storage ? storage.refNames : {};
    const refs = CATALOGUE_AREAS[area].refs as Record<string, { area: keyof typeof CATALOGUE_STORAGE }>;
    expect(Object.keys(refNames).sort()).toEqual(Object.keys(refs).sort());
    for (const ref of Object.values(refs)) expect(Object.values(CATALOGUE_STORAGE[ref.area].fields)).toContain(CATALOGUE_STORAGE[ref.area].label);
  });
});
