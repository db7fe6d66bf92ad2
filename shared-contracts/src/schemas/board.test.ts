import { boardName, boardSchema } from './board';

const bar = (refs: { type: number | null; organization: number | null; executor: number | null }) => ({
  id: 7,
  numberPaperNd: 'ОГ-1',
  status: 'IN_WORK',
  ...refs,
  datetimeStart: '2030-01-01T08:00:00',
  datetimeEnd: '2030-01-01T20:00:00',
  sameOrganization: true,
  endingSoon: false,
  conflictWith: [],
});
const board = (names: string[], refs: Parameters<typeof bar>[0]) => ({
  from: '2030-01-01',
  to: '2030-01-07',
  now: '2030-01-01T10:00:00',
  names,
  places: [{ id: 1, place: 'Цех 1', zones: [{ id: 2, region: 'Зона А', permits: [bar(refs)] }] }],
});

describe('boardSchema', () => {
  it('takes the bars’ names by position in names, and none as null', () => {
    const parsed = boardSchema.parse(board(['Огневые работы', 'АО «Комбинат»'], { type: 0, organization: 1, executor: null }));
    const permit = parsed.places[0]!.zones[0]!.permits[0]!;
    expect([permit.type, permit.organization, permit.executor].map((ref) => boardName(parsed.names, ref))).toEqual([
      'Огневые работы',
      'АО «Комбинат»',
      null,
    ]);
  });

  it('refuses a reference past the table, which would show no name', () => {
    expect(boardSchema.safeParse(board(['Огневые работы'], { type: 0, organization: 1, executor: null })).success).toBe(false);
    expect(boardSchema.safeParse(board(['Огневые работы'], { type: -1, organization: null, executor: null })).success).toBe(false);
  });
});
