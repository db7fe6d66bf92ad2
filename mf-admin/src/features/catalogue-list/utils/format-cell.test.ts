import { formatCell } from './format-cell';

describe('formatCell', () => {
  it('reads nested paths and shows a dash for a missing value', () => {
    expect(formatCell({ place_detail: { id: 1, place: 'Цех' } }, { label: 'Место', path: 'place_detail.place' })).toBe('Цех');
    expect(formatCell({ place_detail: null }, { label: 'Место', path: 'place_detail.place' })).toBe('—');
  });

  it('counts shifts with Russian plural forms', () => {
    const column = { label: 'Смены', path: 'workShifts', format: 'shiftCount' } as const;
    expect(formatCell({ workShifts: [1] }, column)).toBe('1 смена');
    expect(formatCell({ workShifts: [1, 2, 3] }, column)).toBe('3 смены');
    expect(formatCell({ workShifts: [] }, column)).toBe('0 смен');
    expect(formatCell({ workShifts: new Array(21).fill(0) }, column)).toBe('21 смена');
  });

  it('labels roles, or says none are assigned', () => {
    const column = { label: 'Роли', path: 'roles', format: 'roles' } as const;
    expect(
      formatCell(
        {
          roles: [
            { id: 1, name: 'ADMIN' },
            { id: 8, name: 'EXECUTOR' },
          ],
        },
        column,
      ),
    ).toBe('Администратор, Исполнитель');
    expect(formatCell({ roles: [] }, column)).toBe('Роли не назначены');
  });

  it('joins the full name without an empty patronymic', () => {
    expect(formatCell({ family: 'Иванов', name: 'Иван', surname: '' }, { label: 'ФИО', path: '', format: 'fullName' })).toBe('Иванов Иван');
  });
});
