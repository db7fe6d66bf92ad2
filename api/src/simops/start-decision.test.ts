import type { SimopsDecision, ZoneWork } from '@permit/shared-contracts';
import { asBlocker, confirmationHistoryText, confirmationRequiredMessage, confirmedPairs, decideStart } from './start-decision';

const work = (id: number, decision: SimopsDecision, conditions: string | null = null): ZoneWork => ({
  id,
  numberPaperNd: id === 3 ? '' : `ТЭР-${id}`,
  status: 'IN_WORK',
  type: `Вид ${id}`,
  organization: 'Подрядчик',
  executor: 'Иванов Иван',
  datetimeStart: '2026-03-01T08:00:00',
  datetimeEnd: '2026-03-01T18:00:00',
  sameOrganization: false,
  decision,
  conditions,
  active: true,
});

describe('decideStart', () => {
  it('sorts each active work by its decision; confirmed ids count only for conditional works', () => {
    const works = [work(1, 'forbidden'), work(2, 'allowed'), work(3, 'conditional', 'Условие 3'), work(4, 'conditional', 'Условие 4')];
    const d = decideStart(works, [2, 4, 99]);
    expect(d.refusing.map((w) => w.id)).toEqual([1]);
    expect(d.unconfirmed.map((w) => w.id)).toEqual([3]);
    expect(d.confirmed.map((w) => w.id)).toEqual([4]);
    expect(decideStart([], [1])).toEqual({ refusing: [], unconfirmed: [], confirmed: [] });
  });

  it('names the works and their conditions in the 409 text and in the history (id when there is no paper number)', () => {
    expect(confirmationRequiredMessage([work(3, 'conditional', 'Условие 3'), work(4, 'conditional', 'Условие 4')])).toBe(
      'Подтвердите условия совмещения работ: № 3 (Вид 3) — Условие 3; № ТЭР-4 (Вид 4) — Условие 4',
    );
    const pairs = confirmedPairs('Огневые', [work(4, 'conditional', 'Условие 4')]);
    expect(pairs).toEqual([{ id: 4, number: '№ ТЭР-4', pair: 'Огневые × Вид 4', conditions: 'Условие 4' }]);
    expect(confirmationHistoryText(pairs)).toBe('Подтверждены условия совмещения работ: № ТЭР-4 (Огневые × Вид 4): «Условие 4»');
  });

  it('a refusing work is named in the blocker shape, without the matrix fields', () => {
    expect(Object.keys(asBlocker(work(1, 'forbidden'))).sort()).toEqual(
      ['datetimeEnd', 'datetimeStart', 'executor', 'id', 'numberPaperNd', 'organization', 'sameOrganization', 'status', 'type'].sort(),
    );
  });
});
