import { PERMIT_FIELD_NAMES, PERMIT_FIELDS } from '@permit/shared-contracts';
import { FORM_LAYOUT } from './form-layout';

describe('the form layout', () => {
  it('places every field of the permit map once, in the section the map gives it', () => {
    const placed = Object.entries(FORM_LAYOUT).flatMap(([section, names]) => names.map((name) => ({ name, section })));
    expect(placed.map((p) => p.name).sort()).toEqual([...PERMIT_FIELD_NAMES].sort());
    for (const { name, section } of placed) expect([name, PERMIT_FIELDS[name].section]).toEqual([name, section]);
  });
});
