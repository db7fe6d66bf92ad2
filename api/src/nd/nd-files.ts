import type { FastifyInstance } from 'fastify';
import { endpoints, LIMITS, MAX_FILES_PER_PERMIT, UPLOAD_MESSAGES, type AddFile } from '@permit/shared-contracts';
import { API_MESSAGES } from '../http/api-messages';
import type { AuditLog } from '../audit/audit-log';
import type { AuthUser } from '../auth/current-user';
import { sql } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { localTimestamp, toIsoDateTime } from '../db/kysely-sql';
import { checkOrganizationQuota, organizationFileUsage, quotaExceeded } from '../files/file-quota';
import { stagingSink, type FileStore, type StagedFile } from '../files/file-store';
import { sendStoredFile } from '../files/send-file';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { discardMultipart, safeContentType, safeFileName, streamMultipart } from '../http/multipart';
import { route } from '../http/route';
import { visibleNd } from './nd-access';
import type { NdAccess } from './nd-detail-repository';
import { CLOSED_STATUSES, participantsOf } from './route-steps';

/** The client may send the name percent-encoded once more than the query string needs (docs/domain.md «Форматы обмена»). */
function decodedName(name: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(name)) return name;
  let decoded: string;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    return name;
  }
  // This second decoding comes after route()'s NUL check of the query (http/nul-bytes.ts): «%2500» becomes a NUL here.
  if (decoded.includes('\u0000')) throw badRequest(`Параметр запроса «name»: ${API_MESSAGES.nulCharacter}`);
  return decoded;
}

async function filesOf(db: Db, ndId: number): Promise<{ addFiles: AddFile[]; documents: string }> {
  const row = await kysely(db)
    .selectFrom('nd as n')
    .select((eb) => [
      'n.documents',
      eb.fn
        .coalesce(
          eb
            .selectFrom('ndFile as f')
            .select((s) =>
              s.fn
                .jsonAgg(
                  jsonBuildObject({
                    id: s.ref('f.id'),
                    name: s.ref('f.name'),
                    size: s.ref('f.size'),
                    contentType: s.ref('f.contentType'),
                    uploaded: toIsoDateTime(s.ref('f.uploaded')),
                  }),
                )
                .orderBy('f.id')
                .as('list'),
            )
            .whereRef('f.ndId', '=', 'n.id'),
          sql<AddFile[]>`'[]'::json`,
        )
        .as('addFiles'),
    ])
    .where('n.id', '=', ndId)
    .executeTakeFirst();
  return row ?? { addFiles: [], documents: '' };
}

/**
 * Files change with the permit: its creator and the users it names may attach and remove them while
 * the permit is open (not ARCHIVE, CANCELLED or EXPIRED). Uploads follow a submission on the client
 * (docs/architecture.md «Поведение клиента»), so an ON_ACCEPTANCE permit still takes them.
 */
function checkMayChangeFiles(nd: NdAccess, caller: AuthUser): void {
  if (!participantsOf(nd).includes(caller.id)) throw forbidden('Файлы наряд-допуска меняют его создатель и участники');
  if (CLOSED_STATUSES.includes(nd.status)) throw forbidden('Файлы закрытого наряд-допуска не изменяются');
}

/**
 * The same check inside a change's transaction, with the permit's row locked: the permit may have closed while
 * the request's body was arriving, and a change of two at once to one permit waits for the other.
 */
async function checkStillMayChangeFiles(tx: Db, nd: NdAccess, caller: AuthUser): Promise<void> {
  const locked = await kysely(tx).selectFrom('nd').select('status').where('id', '=', nd.id).forUpdate().executeTakeFirst();
  checkMayChangeFiles({ ...nd, status: locked?.status ?? nd.status }, caller);
}

export interface NdFilesDeps {
  db: Db;
  audit: AuditLog;
  /** Where file bodies live (files/file-store.ts); rows keep the metadata and the storage key. */
  files: FileStore;
  maxFileBytes: number;
  /** Bytes all permits of one organization may hold together (413 above it). */
  orgFileQuotaBytes: number;
}

export function registerNdFilesRoutes(app: FastifyInstance, deps: NdFilesDeps): void {
  const { db, files } = deps;
  /** The change and its audit entry in one transaction. */
  const audited = <T>(
    caller: AuthUser,
    nd: NdAccess,
    action: 'file_upload' | 'file_delete' | 'documents',
    change: (tx: Db) => Promise<{ result: T; changes: Record<string, unknown> }>,
  ) =>
    db.transaction(async (tx) => {
      const { result, changes } = await change(tx);
      await deps.audit.record(tx, { actorId: caller.id, organizationId: nd.organizationId, action, entityType: 'nd', entityId: nd.id, changes });
      return result;
    });

  /**
   * A file of the permit on disk and as a row, or neither. The body is in its place before the row exists
   * (a committed row always finds it) but outside the transaction: the rename and its directory sync never
   * hold the database (PGlite has one connection, /api/health waits on it). A crash in between leaves only
   * an unnamed file.
   */
  async function attach(caller: AuthUser, nd: NdAccess, stored: string, description: string, mimetype: string, staged: StagedFile) {
    try {
      await staged.place();
      await audited(caller, nd, 'file_upload', async (tx) => {
        // The permit row is locked while counting, so two uploads at once cannot both take the last place.
        await checkStillMayChangeFiles(tx, nd, caller);
        const q = kysely(tx);
        const counted = await q
          .selectFrom('ndFile')
          .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
          .where('ndId', '=', nd.id)
          .executeTakeFirst();
        if ((counted?.n ?? 0) >= MAX_FILES_PER_PERMIT) throw conflict(UPLOAD_MESSAGES.tooManyFiles(MAX_FILES_PER_PERMIT));
        if (nd.organizationId !== null) await checkOrganizationQuota(tx, nd.organizationId, staged.size, deps.orgFileQuotaBytes);
        const inserted = await q
          .insertInto('ndFile')
          .values({
            ndId: nd.id,
            name: stored,
            description: description.slice(0, 255),
            size: staged.size,
            contentType: safeContentType(mimetype),
            storageKey: staged.key,
            uploadedBy: caller.id,
          })
          .returning('id')
          .executeTakeFirst();
        return { result: undefined, changes: { file: stored, fileId: inserted?.id ?? null, size: staged.size } };
      });
    } catch (error) {
      await staged.discard();
      throw error;
    }
  }

  /**
   * POST /api/nd_processing/uploadAddFiles?NdID=&delete=&name=&description= (multipart, file part `file`):
   * - delete=true removes the permit's file whose id `name` is, or else every file called `name`; 404 when none matches;
   * - a non-empty file is attached under `name` (or its own file name), made safe, within the
   *   organization's quota; its body streams to the file store, never through memory or the database;
   * - an empty file with a `documents` text part replaces the link list ("link---name" joined by "-------").
   */
  route(app, endpoints.nd.uploadAddFiles, async ({ user, query, request }) => {
    const nd = await visibleNd(db, user, query.NdID);
    checkMayChangeFiles(nd, user);
    const name = decodedName(query.name);

    if (query.delete) {
      if (!name) throw badRequest('Укажите имя удаляемого файла (name)');
      // The body (if any) still has to be drained so the connection stays usable.
      if (request.isMultipart()) await discardMultipart(request, { maxFileBytes: deps.maxFileBytes });
      const keys = await audited(user, nd, 'file_delete', async (tx) => {
        await checkStillMayChangeFiles(tx, nd, user);
        // The portal sends a file's id: that one file goes, even when another file is named like the id.
        // Only when no file has that id is `name` a file name (as sent, or as stored, made safe on upload).
        const remove = kysely(tx).deleteFrom('ndFile').where('ndId', '=', nd.id).returning(['id', 'name', 'storageKey']);
        let rows: { id: number; name: string; storageKey: string | null }[] = [];
        if (/^\d{1,9}$/.test(name)) rows = await remove.where('id', '=', Number(name)).execute();
        if (rows.length === 0) rows = await remove.where('name', 'in', [name, safeFileName(name)]).execute();
        if (rows.length === 0) throw notFound('Файл не найден');
        return {
          result: rows.flatMap((r) => (r.storageKey ? [r.storageKey] : [])),
          changes: { files: rows.map((r) => `${r.name} (id ${r.id})`) },
        };
      });
      // Only after the commit: a rolled-back delete keeps a row whose body must still be there.
      await files.remove(keys);
      return filesOf(db, nd.id);
    }

    // A full organization is told so before a body that can only be a file is read (a link list still fits).
    if (nd.organizationId !== null && Number(request.headers['content-length']) > LIMITS.documents * 4 + 16 * 1024) {
      const used = await organizationFileUsage(db, nd.organizationId);
      if (used >= deps.orgFileQuotaBytes) throw quotaExceeded(deps.orgFileQuotaBytes, used);
    }
    const { file, fields } = await streamMultipart(
      request,
      { maxFileBytes: deps.maxFileBytes, maxFieldBytes: LIMITS.documents * 4 },
      stagingSink(files),
    );
    if (file && file.result.size > 0) {
      await attach(user, nd, safeFileName(name || file.filename), query.description ?? '', file.mimetype, file.result);
      return filesOf(db, nd.id);
    }
    if (file) await file.result.discard();
    const documents = fields.documents;
    if (documents === undefined) throw badRequest('Приложите файл (поле file) или передайте список ссылок (поле documents)');
    if (documents.length > LIMITS.documents) throw badRequest(`Поле «documents»: не более ${LIMITS.documents} символов`);
    // Not a version change (migration 008): a save never writes the link list, so it cannot overwrite it.
    await audited(user, nd, 'documents', async (tx) => {
      await checkStillMayChangeFiles(tx, nd, user);
      await kysely(tx).updateTable('nd').set({ documents, updated: localTimestamp() }).where('id', '=', nd.id).execute();
      return { result: undefined, changes: { documents } };
    });
    return filesOf(db, nd.id);
  });

  /** GET /api/nd_processing/files/{fileId}: the file as an attachment, for users of the permit's organization. */
  route(app, endpoints.nd.downloadFile, async ({ user, params, reply }) => {
    // The old bytea body is read only for a row that has no storage key yet (before migration 013).
    const file = await kysely(db)
      .selectFrom('ndFile')
      .select((eb) => [
        'ndId',
        'name',
        'contentType',
        'storageKey',
        eb.case().when('storageKey', 'is', null).then(eb.ref('content')).end().as('content'),
      ])
      .where('id', '=', params.fileId)
      .executeTakeFirst();
    if (!file) throw notFound();
    await visibleNd(db, user, file.ndId);
    await sendStoredFile(reply, files, { name: file.name, contentType: file.contentType, storageKey: file.storageKey, content: file.content });
    return undefined;
  });
}
