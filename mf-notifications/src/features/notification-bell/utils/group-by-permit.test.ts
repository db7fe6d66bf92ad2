import type { Notification } from '@permit/shared-contracts';
import { groupByPermit } from './group-by-permit';

const n = (id: number, nd_id: number | null, date: string, readed = false): Notification => ({
  id,
  kind: 'INFO',
  message: `m${id}`,
  date,
  readed,
  nd_id,
});

describe('groupByPermit', () => {
  it('groups by permit, the group with the newest notification first, newest first inside', () => {
    const groups = groupByPermit([
      n(1, 7, '2026-01-01 08:00:00', true),
      n(2, 8, '2026-01-02 08:00:00'),
      n(3, 7, '2026-01-03 08:00:00'),
      n(4, null, '2026-01-02 09:00:00'),
      n(5, 7, '2026-01-03 08:00:00'),
    ]);
    expect(groups.map((g) => g.ndId)).toEqual([7, null, 8]);
    expect(groups[0]!.items.map((i) => i.id)).toEqual([5, 3, 1]);
    expect(groups.map((g) => g.unread)).toEqual([2, 1, 1]);
  });

  it('keeps every notification about no permit apart', () => {
    const groups = groupByPermit([n(1, null, '2026-01-01 08:00:00'), n(2, null, '2026-01-02 08:00:00')]);
    expect(groups.map((g) => g.items.map((i) => i.id))).toEqual([[2], [1]]);
  });
});
