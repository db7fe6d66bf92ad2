import type { CatalogueArea } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { pageWindow, type PageWindow } from '../db/sql';
import { notFound } from '../http/errors';
import { getCatalogueRow, listCatalogue, type CatalogueRow } from './catalogue-repository';

export interface CatalogueService {
  list(area: CatalogueArea, page: number, size: number): Promise<CatalogueRow[]>;
  listAll(area: CatalogueArea): Promise<CatalogueRow[]>;
  get(area: CatalogueArea, id: number): Promise<CatalogueRow>;
}

const ALL: PageWindow = { limit: null, offset: '0' };

/** 'HH:mm' → [hour, minute], the pair form the work-shift form also uses (spec section 3). */
function hourMinute(time: unknown): [number, number] {
  const [h, m] = String(time).split(':').map(Number);
  return [h ?? 0, m ?? 0];
}

/** What a stored row lacks to be the contract's item: values derived from other tables or columns. */
async function complete(db: Db, area: CatalogueArea, rows: CatalogueRow[]): Promise<CatalogueRow[]> {
  if (area === 'workshifts') {
    return rows.map((row) => ({ ...row, timeStart: hourMinute(row.time_start), timeEnd: hourMinute(row.time_end) }));
  }
  if (area === 'organizations' && rows.length > 0) {
    // The admin list shows each organization's shift count (spec section 2), so items carry their shifts.
    const shifts = await complete(db, 'workshifts', await listCatalogue(db, 'workshifts', ALL));
    return rows.map((row) => ({
      ...row,
      workShifts: shifts
        .filter((s) => s.organizationId === row.id)
        .map(({ organization_detail: _detail, ...shift }) => shift),
    }));
  }
  return rows;
}

/** Reads of the reference catalogues, for every area of CATALOGUE_AREAS with one mechanism. */
export function createCatalogueService(db: Db): CatalogueService {
  return {
    list: async (area, page, size) => complete(db, area, await listCatalogue(db, area, pageWindow(page, size))),
    listAll: async (area) => complete(db, area, await listCatalogue(db, area, ALL)),
    async get(area, id) {
      const row = await getCatalogueRow(db, area, id);
      if (!row) throw notFound();
      const [item] = await complete(db, area, [row]);
      if (!item) throw notFound();
      return item;
    },
  };
}
