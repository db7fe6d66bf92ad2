import { TRANSITIONS } from '../transitions';
import { WORKLIST_ENDING, WORKLIST_GROUPS, worklistGroupKeySchema } from './worklist';

describe('«Мои задачи» groups', () => {
  it('name every group once in the response schema, the 24-hour group last', () => {
    expect(worklistGroupKeySchema.options).toEqual([...WORKLIST_GROUPS.map((g) => g.key), WORKLIST_ENDING.key]);
  });

  it('are moves of the transition table: each status of a group has a move its actor makes', () => {
    const missing = WORKLIST_GROUPS.flatMap((g) =>
      g.statuses
        .filter((s) => !TRANSITIONS.some((t) => t.from.includes(s) && (t.who as readonly string[]).includes(g.actor)))
        .map((s) => `${g.key}:${s}`),
    );
    expect(missing).toEqual([]);
  });

  it('never put one status under two groups of the same actor (each permit has one place per person)', () => {
    const seen = new Set<string>();
    for (const g of WORKLIST_GROUPS)
      for (const s of g.statuses) {
        expect(seen.has(`${g.actor}:${s}`)).toBe(false);
        seen.add(`${g.actor}:${s}`);
      }
  });
});
