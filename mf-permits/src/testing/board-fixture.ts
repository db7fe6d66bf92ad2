import type { Board, BoardPermit } from '@permit/shared-contracts';

/** A bar as the test writes it, its names spelled out; board() puts them in the answer's names table. */
export type NamedBar = Omit<BoardPermit, 'type' | 'organization' | 'executor'> & {
  type: string | null;
  organization: string | null;
  executor: string | null;
};

export const bar = (id: number, overrides: Partial<NamedBar> = {}): NamedBar => ({
  id,
  numberPaperNd: `П-${id}`,
  status: 'IN_WORK',
  type: 'Огневые работы',
  organization: 'АО «Комбинат»',
  executor: 'Иванов Иван Иванович',
  datetimeStart: '2026-11-26T08:00:00',
  datetimeEnd: '2026-11-28T17:00:00',
  sameOrganization: true,
  endingSoon: false,
  conflictWith: [],
  ...overrides,
});

export const board = (named: NamedBar[]): Board => {
  const names: string[] = [];
  const ref = (name: string | null) => (name === null ? null : names.includes(name) ? names.indexOf(name) : names.push(name) - 1);
  const permits = named.map((p) => ({ ...p, type: ref(p.type), organization: ref(p.organization), executor: ref(p.executor) }));
  return boardOf(names, permits);
};

export const boardOf = (names: string[], permits: BoardPermit[]): Board => ({
  from: '2026-11-26',
  to: '2026-12-03',
  now: '2026-11-26T10:15:00',
  names,
  places: [
    {
      id: 7,
      place: 'Резервуарный парк',
      zones: [
        { id: 70, region: 'Резервуар Р-1', permits },
        { id: 71, region: 'Резервуар Р-2', permits: [] },
      ],
    },
  ],
});
