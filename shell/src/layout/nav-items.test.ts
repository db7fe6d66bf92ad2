import { buildNavGroups } from './nav-items';

const paths = (groups: ReturnType<typeof buildNavGroups>) => groups.flatMap((g) => g.items.map((i) => i.path));

describe('navigation items', () => {
  it('shows administration only to ADMIN', () => {
    expect(paths(buildNavGroups(['ADMIN'], []))).toContain('/admin');
    expect(paths(buildNavGroups(['CREATOR'], []))).not.toContain('/admin');
    expect(paths(buildNavGroups([], []))).toHaveLength(15);
  });

  it('offers «Создать» only to a CREATOR, whose save alone the server accepts', () => {
    expect(paths(buildNavGroups(['CREATOR'], []))).toContain('/nd/add');
    expect(paths(buildNavGroups(['EXECUTOR', 'PREPARATOR'], []))).not.toContain('/nd/add');
  });

  it('puts the permits remote’s board into the permits group, before the status lists', () => {
    const groups = buildNavGroups(['EXECUTOR'], [{ label: 'Доска работ', path: '/nd/board', group: 'Наряд-допуски' }]);
    expect(groups.map((g) => g.title)).toEqual(['Наряд-допуски', 'По статусам', 'Сервис']);
    expect(groups[0]?.items.map((i) => i.label)).toEqual(['Наряд-допуски', 'Избранное', 'Доска работ']);
  });

  it('adds remote items in their groups, skips paths the shell already has and respects roles', () => {
    const groups = buildNavGroups(
      ['CREATOR'],
      [
        { label: 'Дубль', path: '/nd/add' },
        { label: 'Виды наряд-допусков', path: '/admin/type', group: 'Справочники', roles: ['ADMIN'] },
        { label: 'Отчёты', path: '/nd/reports', group: 'Наряд-допуски' },
        { label: 'Журнал', path: '/journal' },
      ],
    );
    expect(groups.map((g) => g.title)).toEqual(['Наряд-допуски', 'По статусам', 'Сервис', 'Модули']);
    expect(paths(groups)).toContain('/nd/reports');
    expect(paths(groups).filter((p) => p === '/nd/add')).toHaveLength(1);
    expect(paths(groups)).not.toContain('/admin/type');
    expect(groups.at(-1)?.items).toEqual([{ label: 'Журнал', path: '/journal' }]);
  });
});
