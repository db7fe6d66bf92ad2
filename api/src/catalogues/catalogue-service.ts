import { CATALOGUE_AREAS, CATALOGUES, type CatalogueArea } from '@permit/shared-contracts';
import { diff, type AuditLog } from '../audit/audit-log';
import type { AuthUser } from '../auth/current-user';
import type { Db } from '../db/db';
import type { FileStore, StagedFile } from '../files/file-store';
import type { StoredBody } from '../files/send-file';
import { pageWindow, type PageWindow } from '../db/sql';
import { badRequest, notFound } from '../http/errors';
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
  type CatalogueRow,
} from './catalogue-repository';
import { catalogueRowOrganization, storedFields, storedKeys } from './catalogue-audit';
import { catalogueTable } from './catalogue-table';

export interface CatalogueService {
  list(area: CatalogueArea, page: number, size: number): Promise<CatalogueRow[]>;
  listAll(area: CatalogueArea): Promise<CatalogueRow[]>;
  get(area: CatalogueArea, id: number): Promise<CatalogueRow>;
  /** Rows whose reference `field` points at `id` (zones of a place, sections and shifts of an organization). */
  listBy(area: CatalogueArea, field: string, id: number): Promise<CatalogueRow[]>;
  /** Create (no id, or id 0) or update (id); answers the stored item. Writes go to the audit trail as `caller`'s. */
  save(caller: AuthUser, area: CatalogueArea, body: Record<string, unknown>): Promise<CatalogueRow>;
  remove(caller: AuthUser, area: CatalogueArea, id: number): Promise<{ ok: true }>;
  /** Stores a staged print form as the type's form; the staged file is placed on success and discarded otherwise. */
  uploadPrintForm(caller: AuthUser, typeNdId: number, form: { name: string; contentType: string; file: StagedFile }): Promise<CatalogueRow>;
  /** The type's uploaded print form for download; 404 when there is no such type or it has no form. Types are a global catalogue: any signed-in user reads it. */
  printForm(typeNdId: number): Promise<StoredBody>;
}

const ALL: PageWindow = { limit: null, offset: '0' };

/** 'HH:mm' → [hour, minute], the pair form the work-shift form also uses. */
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
    // The admin list shows each organization's shift count, so items carry their shifts.
    const shifts = await complete(db, 'workshifts', await listCatalogue(db, 'workshifts', ALL));
    return rows.map((row) => ({
      ...row,
      workShifts: shifts.filter((s) => s.organizationId === row.id).map(({ organization_detail: _detail, ...shift }) => shift),
    }));
  }
  return rows;
}

/** The admin form's label of a save field, for messages; the field name when no form names it. */
function fieldLabel(area: CatalogueArea, field: string): string {
  const definition = CATALOGUES.find((c) => c.source.kind === 'area' && c.source.area === area);
  const formName = area === 'events' && field === 'type_nd' ? 'type_detail' : field;
  return definition?.fields.find((f) => f.name === formName)?.label ?? field;
}

/**
 * The reference catalogues, for every area of CATALOGUE_AREAS with one mechanism: the table, columns
 * and references all come from the contract's definition (catalogue-table.ts). Area-specific rules are
 * data there too: the work-shift [hour, minute] pairs are derived on read and not stored (the 'HH:mm'
 * fields are; the admin form sends the pairs equal to them, so they read back as written), and an event's
 * `place` is dropped by its save schema.
 */
export function createCatalogueService(db: Db, deps: { audit: AuditLog; files: FileStore }): CatalogueService {
  const { audit } = deps;
  async function get(area: CatalogueArea, id: number): Promise<CatalogueRow> {
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
      if (!(await catalogueRowExists(db, ref.table, value))) {
        const target = CATALOGUE_AREAS[area].refs as Record<string, { area: CatalogueArea }>;
        const targetTitle = CATALOGUE_AREAS[target[ref.field]!.area].title;
        throw badRequest(`Поле «${fieldLabel(area, ref.field)}»: запись с id ${value} не найдена (${targetTitle})`);
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
        const before = id === null ? null : await getCatalogueRow(tx, area, id);
        if (id !== null && !before) throw notFound();
        const rowId = id ?? (await insertCatalogueRow(tx, area, body));
        if (id !== null && !(await updateCatalogueRow(tx, area, id, body))) throw notFound();
        const after = (await getCatalogueRow(tx, area, rowId))!;
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
        const before = await getCatalogueRow(tx, area, id);
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
