import { testNd } from '../../../testing/nd-fixture';
import { availableMoves, pendingSteps } from './available-moves';

const ROUTE = ['PREPARATOR', 'INDUSTRIAL_SAFER', 'ISSUANCER', 'APPROVER'] as const;
const labels = (moves: { label: string }[]) => moves.map((m) => m.label);

describe('availableMoves', () => {
  it('lets the creator submit or cancel a draft, and nobody else', () => {
    const nd = testNd({ status: 'DRAFT' });
    expect(labels(availableMoves(nd, [...ROUTE], 11))).toEqual(['Отправить на рассмотрение', 'Отменить']);
    expect(availableMoves(nd, [...ROUTE], 16)).toEqual([]);
    expect(availableMoves(nd, [...ROUTE], undefined)).toEqual([]);
  });

  it('gives the approval to the participant of the current route step only', () => {
    const nd = testNd({ status: 'ON_ACCEPTANCE', approvedSteps: ['PREPARATOR'] });
    expect(pendingSteps(nd, [...ROUTE])).toEqual(['INDUSTRIAL_SAFER', 'ISSUANCER', 'APPROVER']);
    expect(labels(availableMoves(nd, [...ROUTE], 13))).toEqual(['Согласовать', 'Вернуть на доработку']);
    // The preparator already approved: only the return to modification is left.
    expect(labels(availableMoves(nd, [...ROUTE], 12))).toEqual(['Вернуть на доработку']);
    expect(labels(availableMoves(nd, [...ROUTE], 14))).toEqual(['Вернуть на доработку', 'Отменить']);
  });

  it('uses issuer then approver for a type without a route', () => {
    const nd = testNd({ status: 'ON_ACCEPTANCE' });
    expect(labels(availableMoves(nd, [], 14))).toContain('Согласовать');
    expect(labels(availableMoves(nd, [], 12))).toEqual([]);
  });

  it('lets the executor start, stop, extend and close work', () => {
    expect(labels(availableMoves(testNd({ status: 'READY_TO_WORK' }), [...ROUTE], 16))).toEqual(['Начать работы']);
    expect(labels(availableMoves(testNd({ status: 'IN_WORK' }), [...ROUTE], 16))).toEqual([
      'Остановить работы',
      'Запросить продление',
      'Закончить работы',
    ]);
    expect(labels(availableMoves(testNd({ status: 'CLOSE_WORK' }), [...ROUTE], 14))).toEqual(['Принять закрытие']);
  });
});
