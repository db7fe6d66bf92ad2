import { endpoints, listEndpoints } from '../http/endpoints/index';
import { processingRequestSchema } from './nd';
import { LIMITS } from './common';
import { SIMOPS_DECISION_LABELS, ZONE_WORK_STATUSES, simopsRuleSaveSchema } from './simops';

describe('SIMOPS contract', () => {
  it('accepts a pair in either order; conditions are required for «conditional» only, trimmed and bounded', () => {
    expect(simopsRuleSaveSchema.parse({ typeA: 5, typeB: 2, decision: 'allowed' })).toEqual({ typeA: 5, typeB: 2, decision: 'allowed' });
    expect(simopsRuleSaveSchema.parse({ id: 1, typeA: 2, typeB: 2, decision: 'conditional', conditions: '  Наблюдающий  ' })).toEqual({
      id: 1,
      typeA: 2,
      typeB: 2,
      decision: 'conditional',
      conditions: 'Наблюдающий',
    });
    for (const bad of [
      { typeA: 1, typeB: 2, decision: 'conditional' },
      { typeA: 1, typeB: 2, decision: 'conditional', conditions: ' \n ' },
      { typeA: 1, typeB: 2, decision: 'forbidden', conditions: 'лишнее' },
      { typeA: 1, typeB: 2, decision: 'conditional', conditions: 'я'.repeat(LIMITS.longText + 1) },
      { typeA: 1, typeB: 2, decision: 'yes' },
      { typeA: 0, typeB: 2, decision: 'allowed' },
    ]) {
      expect(simopsRuleSaveSchema.safeParse(bad).success).toBe(false);
    }
    // A blank text with a non-conditional decision is no text at all.
    expect(simopsRuleSaveSchema.safeParse({ typeA: 1, typeB: 2, decision: 'allowed', conditions: '  ' }).success).toBe(true);
  });

  it('labels each decision in Russian, and declares the endpoints (the matrix is changed by an administrator only)', () => {
    expect(SIMOPS_DECISION_LABELS).toEqual({ forbidden: 'Запрещено', allowed: 'Разрешено', conditional: 'Разрешено при условиях' });
    expect(endpoints.simops.listAll.access).toBe('user');
    expect(endpoints.simops.save.access).toBe('admin');
    expect(endpoints.simops.delete.access).toBe('admin');
    expect(listEndpoints().map((e) => e.id)).toEqual(expect.arrayContaining(['simops.listAll', 'simops.save', 'simops.delete', 'nd.zoneWorks']));
    expect(ZONE_WORK_STATUSES).not.toEqual(expect.arrayContaining(['DRAFT']));
    expect(ZONE_WORK_STATUSES).toEqual(expect.arrayContaining(['ON_ACCEPTANCE', 'READY_TO_WORK', 'IN_WORK', 'STOPPED', 'EXPIRED']));
  });

  it('lets a start carry the confirmed conditional works (at most 100 ids)', () => {
    expect(processingRequestSchema.parse({ ndId: 1, status: 'IN_WORK', simopsConfirmed: [2, 3] }).simopsConfirmed).toEqual([2, 3]);
    expect(
      processingRequestSchema.safeParse({ ndId: 1, status: 'IN_WORK', simopsConfirmed: Array.from({ length: 101 }, (_, i) => i + 1) }).success,
    ).toBe(false);
  });
});
