import { CATALOGUE_AREAS, type CatalogueArea } from '@permit/shared-contracts';
import { diff, type AuditLog } from '../audit/audit-log';
import type { AuthUser } from '../auth/current-user';
import type { Db } from '../db/db';
import type { FileStore, StagedFile } from '../files/file-store';
import type { StoredBody } from '../files/send-file';
import { pageWindow, type PageWindow } from '../db/sql';
import { badRequest, conflict, notFound } from '../http/errors';
import {
  catalogueRowExists,
  deleteCatalogueRow,
  getCatalogueRow,
  insertCatalogueRow,
  listCatalogue,
  listCatalogueWhere,
  printFormBody,
  printFormKey,
  savePrintForm,
  updateCatalogueRow,
  type CatalogueRecord,
} from './catalogue-repository';
import { catalogueRowOrganization, storedFields, storedKeys } from './catalogue-audit';
import { catalogueTable } from './catalogue-table';
import { MOVED_IN_USE, usedByOwnOrganization } from './organization-move';
import { toCatalogueWire, type CatalogueItem } from './catalogue-wire';

export interface CatalogueService {
  list(area: CatalogueArea, page: number, size: number): Promise<CatalogueItem[]>;
  listAll(area: CatalogueArea): Promise<CatalogueItem[]>;
  get(area: CatalogueArea, id: number): Promise<CatalogueItem>;
  /** Rows whose reference `field` points at `id` (zones of a place, sections and shifts of an organization). */
  listBy(area: CatalogueArea, field: string, id: number): Promise<CatalogueItem[]>;
  /** Create (no id, or id 0) or update (id); answers the stored item. Writes go to the audit trail as `caller`'s. */
  save(caller: AuthUser, area: CatalogueArea, body: Record<string, unknown>): Promise<CatalogueItem>;
  remove(caller: AuthUser, area: CatalogueArea, id: number): Promise<{ ok: true }>;
  /** Stores a staged print form as the type's form; the staged file is placed on success and discarded otherwise. */
  uploadPrintForm(caller: AuthUser, typeNdId: number, form: { name: string; contentType: string; file: StagedFile }): Promise<CatalogueItem>;
  /** The type's uploaded print form for download; 404 when there is no such type or it has no form. Types are a global catalogue: any signed-in user reads it. */
  printForm(typeNdId: number): Promise<StoredBody>;
}

const ALL: PageWindow = { limit: null, offset: '0' };

/** Stored rows → the contract's items, with what they carry from other tables (wire names from here on). */
async function complete(db: Db, area: CatalogueArea, records: CatalogueRecord[]): Promise<CatalogueItem[]> {
  const items = records.map((record) => toCatalogueWire(area, record));
  if (area === 'organizations' && items.length > 0) {
    // The admin list shows each organization's shift count, so items carry their shifts.
    const shifts = await complete(db, 'workshifts', await listCatalogue(db, 'workshifts', ALL));
    return items.map((item) => ({
      ...item,
      workShifts: shifts.filter((s) => s.organizationId === item.id).map(({ organization_detail: _detail, ...shift }) => shift),
    }));
  }
  return items;
}

/** A row as the audit trail records it: the item's stored fields under their contract names. */
async function storedItem(db: Db, area: CatalogueArea, id: number): Promise<CatalogueItem | null> {
  const record = await getCatalogueRow(db, area, id);
  return record && toCatalogueWire(area, record);
}

/**
 * The reference catalogues, for every area of CATALOGUE_AREAS with one mechanism: the table and columns
 * come from the API's map (catalogue-storage.ts), the references and wire names from the contract, and
 * catalogue-wire.ts turns stored rows into the contract's items. Area-specific rules are
 * data there too: the work-shift [hour, minute] pairs are derived on read and not stored (the 'HH:mm'
 * fields are; the admin form sends the pairs equal to them, so they read back as written), and an event's
 * `place` is dropped by its save schema.
 */
export function createCatalogueService(db: Db, deps: { audit: AuditLog; files: FileStore }): CatalogueService {
  const { audit } = deps;
  async function get(area: CatalogueArea, id: number): Promise<CatalogueItem> {
    const row = await getCatalogueRow(db, area, id);
    if (!row) throw notFound();
    const [item] = await complete(db, area, [row]);
    if (!item) throw notFound();
    return item;
  }

  /** Every reference must name an existing row: a clear 400 rather than a foreign-key error. */
  async function checkReferences(area: CatalogueArea, body: Record<string, unknown>): Promise<void> {
    for (const ref of catalogueTable(area).refs) {
      const value = body[ref.field];
      if (typeof value !== 'number') continue;
      if (!(await catalogueRowExists(db, ref.area, value))) {
        throw badRequest(`Поле «${ref.name}»: запись с id ${value} не найдена (${CATALOGUE_AREAS[ref.area].title})`);
      }
    }
  }

  return {
    list: async (area, page, size) => complete(db, area, await listCatalogue(db, area, pageWindow(page, size))),
    listAll: async (area) => complete(db, area, await listCatalogue(db, area, ALL)),
    get,
    listBy: async (area, field, id) => complete(db, area, await listCatalogueWhere(db, area, field, id)),
    async save(caller, area, body) {
      await checkReferences(area, body);
      const id = typeof body.id === 'number' && body.id > 0 ? body.id : null;
      // The change and its audit entry commit together (a refused write leaves neither).
      const savedId = await db.transaction(async (tx) => {
        const before = id === null ? null : await storedItem(tx, area, id);
        if (id !== null && !before) throw notFound();
        const rowId = id ?? (await insertCatalogueRow(tx, area, body));
        if (id !== null && !(await updateCatalogueRow(tx, area, id, body))) throw notFound();
        const after = (await storedItem(tx, area, rowId))!;
        const moved = before !== null && catalogueRowOrganization(area, before) !== catalogueRowOrganization(area, after);
        if (moved && (await usedByOwnOrganization(tx, area, rowId))) throw conflict(MOVED_IN_USE);
        await audit.record(tx, {
          actorId: caller.id,
          organizationId: catalogueRowOrganization(area, after),
          action: before ? 'update' : 'create',
          entityType: area,
          entityId: rowId,
          changes: before ? diff(before, after, storedKeys(area)) : storedFields(area, after),
        });
        return rowId;
      });
      return get(area, savedId);
    },
    async remove(caller, area, id) {
      const formKey = await db.transaction(async (tx) => {
        const before = await storedItem(tx, area, id);
        // A permit type takes its print form's body with it.
        const key = area === 'typeNd' ? await printFormKey(tx, id) : null;
        if (!before || !(await deleteCatalogueRow(tx, area, id))) throw notFound();
        await audit.record(tx, {
          actorId: caller.id,
          organizationId: catalogueRowOrganization(area, before),
          action: 'delete',
          entityType: area,
          entityId: id,
          changes: storedFields(area, before),
        });
        return key;
      });
      if (formKey) await deps.files.remove([formKey]);
      return { ok: true };
    },
    async uploadPrintForm(caller, typeNdId, { name, contentType, file }) {
      let replaced: string | null;
      try {
        // In place before the row names it, outside the transaction (as files of permits: nd/nd-files.ts).
        await file.place();
        replaced = await db.transaction(async (tx) => {
          const saved = await savePrintForm(tx, typeNdId, { name, contentType, storageKey: file.key, size: file.size });
          if (!saved) throw notFound();
          await audit.record(tx, {
            actorId: caller.id,
            organizationId: null,
            action: 'print_form',
            entityType: 'typeNd',
            entityId: typeNdId,
            changes: { printform: name, size: file.size },
          });
          return saved.replacedKey;
        });
      } catch (error) {
        await file.discard();
        throw error;
      }
      // The replaced form's body goes only once no committed row names it.
      if (replaced) await deps.files.remove([replaced]);
      return get('typeNd', typeNdId);
    },
    async printForm(typeNdId) {
      const found = await printFormBody(db, typeNdId);
      if (!found) throw notFound('Вид наряд-допуска не найден');
      if (!found.form) throw notFound('У этого вида наряд-допуска нет загруженной печатной формы');
      return found.form;
    },
  };
}
