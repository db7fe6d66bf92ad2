import { buildNavGroups } from './nav-items';

const paths = (groups: ReturnType<typeof buildNavGroups>) => groups.flatMap((g) => g.items.map((i) => i.path));

describe('navigation items', () => {
  it('shows administration only to ADMIN', () => {
    expect(paths(buildNavGroups(['ADMIN'], []))).toContain('/admin');
    expect(paths(buildNavGroups(['CREATOR'], []))).not.toContain('/admin');
    expect(paths(buildNavGroups([], []))).toHaveLength(16);
  });

  it('adds remote items in their groups, skips paths the shell already has and respects roles', () => {
    const groups = buildNavGroups(
      ['CREATOR'],
      [
        { label: 'Дубль', path: '/nd/add' },
        { label: 'Виды наряд-допусков', path: '/admin/type', group: 'Справочники', roles: ['ADMIN'] },
        { label: 'Отчёты', path: '/nd/reports', group: 'Работа' },
        { label: 'Журнал', path: '/journal' },
      ],
    );
    expect(groups.map((g) => g.title)).toEqual(['Работа', 'По статусам', 'Сервис', 'Модули']);
    expect(paths(groups)).toContain('/nd/reports');
    expect(paths(groups).filter((p) => p === '/nd/add')).toHaveLength(1);
    expect(paths(groups)).not.toContain('/admin/type');
    expect(groups.at(-1)?.items).toEqual([{ label: 'Журнал', path: '/journal' }]);
  });
});
