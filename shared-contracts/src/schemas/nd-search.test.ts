import { ndSearchQuerySchema } from './nd-search';

describe('ndSearchQuerySchema (empty-filter conventions)', () => {
  it('reads "!", 0 and the empty status as "no filter"', () => {
    const f = ndSearchQuerySchema.parse({
      numberPaperNd: '!',
      date_start: '!',
      date_end: '!',
      type: '0',
      creator: '0',
      section: 0,
      place: '0',
      status: '',
      organization: '0',
      contentWorks: '0',
    });
    expect(Object.values(f).every((v) => v === null)).toBe(true);
  });

  it('keeps real filters and normalises dates to ISO with seconds', () => {
    const f = ndSearchQuerySchema.parse({
      numberPaperNd: ' 12 ',
      type: '3',
      date_start: '2026-11-01 00:00',
      date_end: '2026-11-30T23:59',
      status: 'IN_WORK',
    });
    expect(f).toMatchObject({
      numberPaperNd: '12',
      type: 3,
      date_start: '2026-11-01T00:00:00',
      date_end: '2026-11-30T23:59:00',
      status: 'IN_WORK',
    });
  });

  it('rejects malformed values', () => {
    expect(ndSearchQuerySchema.safeParse({ type: 'abc' }).success).toBe(false);
    expect(ndSearchQuerySchema.safeParse({ date_start: '31.12.2026' }).success).toBe(false);
    expect(ndSearchQuerySchema.safeParse({ status: 'UNKNOWN' }).success).toBe(false);
    expect(ndSearchQuerySchema.safeParse({ section: '-1' }).success).toBe(false);
  });
});
