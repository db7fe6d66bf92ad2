import type { FastifyInstance } from 'fastify';
import { endpoints, LIMITS, MAX_FILES_PER_PERMIT, UPLOAD_MESSAGES, type AddFile } from '@permit/shared-contracts';
import type { AuditLog } from '../audit/audit-log';
import type { AuthUser } from '../auth/current-user';
import type { Db } from '../db/db';
import { isoDateTime } from '../db/sql';
import { toBuffer } from '../db/type-parsers';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { contentDisposition, readMultipart, safeContentType, safeFileName } from '../http/multipart';
import { route } from '../http/route';
import { visibleNd } from './nd-access';
import type { NdAccess } from './nd-detail-repository';
import { CLOSED_STATUSES, participantsOf } from './route-steps';

/** The client may send the name percent-encoded once more than the query string needs (spec: "encoded name"). */
function decodedName(name: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(name)) return name;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

async function filesOf(db: Db, ndId: number): Promise<{ addFiles: AddFile[]; documents: string }> {
  const { rows } = await db.query<{ addFiles: AddFile[]; documents: string }>(
    `select n.documents,
            (select coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'size', f.size, 'contentType', f.content_type,
                                                        'uploaded', ${isoDateTime('f.uploaded')}) order by f.id), '[]'::json)
               from nd_file f where f.nd_id = n.id) as "addFiles"
       from nd n where n.id = $1`,
    [ndId],
  );
  return rows[0] ?? { addFiles: [], documents: '' };
}

/**
 * Files change with the permit: its creator and the users it names may attach and remove them while
 * the permit is open (not ARCHIVE, CANCELLED or EXPIRED). Uploads follow a submission on the client
 * (spec section 4), so an ON_ACCEPTANCE permit still takes them.
 */
function checkMayChangeFiles(nd: NdAccess, caller: AuthUser): void {
  if (!participantsOf(nd).includes(caller.id)) throw forbidden('Файлы наряд-допуска меняют его создатель и участники');
  if (CLOSED_STATUSES.includes(nd.status)) throw forbidden('Файлы закрытого наряд-допуска не изменяются');
}

export function registerNdFilesRoutes(app: FastifyInstance, deps: { db: Db; maxFileBytes: number; audit: AuditLog }): void {
  const { db } = deps;
  /** The change and its audit entry in one transaction. */
  const audited = <T>(caller: AuthUser, nd: NdAccess, action: 'file_upload' | 'file_delete' | 'documents', change: (tx: Db) => Promise<{ result: T; changes: Record<string, unknown> }>) =>
    db.transaction(async (tx) => {
      const { result, changes } = await change(tx);
      await deps.audit.record(tx, { actorId: caller.id, organizationId: nd.organization_id, action, entityType: 'nd', entityId: nd.id, changes });
      return result;
    });

  /**
   * POST /api/nd_processing/uploadAddFiles?NdID=&delete=&name=&description= (multipart, file part `file`):
   * - delete=true removes the permit's file called `name` (all files of that name), or the file whose id
   *   `name` is when no file has that name; 404 when none matches;
   * - a non-empty file is attached under `name` (or its own file name), made safe;
   * - an empty file with a `documents` text part replaces the link list ("link---name" joined by "-------").
   */
  route(app, endpoints.nd.uploadAddFiles, async ({ user, query, request }) => {
    const nd = await visibleNd(db, user, query.NdID);
    checkMayChangeFiles(nd, user);
    const name = decodedName(query.name);

    if (query.delete) {
      if (!name) throw badRequest('Укажите имя удаляемого файла (name)');
      // The body (if any) still has to be drained so the connection stays usable.
      if (request.isMultipart()) await readMultipart(request, { maxFileBytes: deps.maxFileBytes });
      await audited(user, nd, 'file_delete', async (tx) => {
        // The name as sent, or as it was stored (made safe on upload).
        let { rows } = await tx.query<{ id: number; name: string }>(
          'delete from nd_file where nd_id = $1 and name = any($2::text[]) returning id, name',
          [nd.id, [name, safeFileName(name)]],
        );
        if (rows.length === 0 && /^\d{1,10}$/.test(name)) {
          ({ rows } = await tx.query<{ id: number; name: string }>('delete from nd_file where nd_id = $1 and id = $2 returning id, name', [
            nd.id,
            Number(name),
          ]));
        }
        if (rows.length === 0) throw notFound('Файл не найден');
        return { result: undefined, changes: { files: rows.map((r) => `${r.name} (id ${r.id})`) } };
      });
      return filesOf(db, nd.id);
    }

    const { file, fields } = await readMultipart(request, { maxFileBytes: deps.maxFileBytes, maxFieldBytes: LIMITS.documents * 4 });
    if (file && file.data.length > 0) {
      const stored = safeFileName(name || file.filename);
      await audited(user, nd, 'file_upload', async (tx) => {
        // The permit row is locked while counting, so two uploads at once cannot both take the last place.
        await tx.query('select id from nd where id = $1 for update', [nd.id]);
        const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from nd_file where nd_id = $1', [nd.id]);
        if ((rows[0]?.n ?? 0) >= MAX_FILES_PER_PERMIT) throw conflict(UPLOAD_MESSAGES.tooManyFiles(MAX_FILES_PER_PERMIT));
        const inserted = await tx.query<{ id: number }>(
          `insert into nd_file (nd_id, name, description, size, content_type, content, uploaded_by) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
          [nd.id, stored, (query.description ?? '').slice(0, 255), file.data.length, safeContentType(file.mimetype), file.data, user.id],
        );
        return { result: undefined, changes: { file: stored, fileId: inserted.rows[0]?.id ?? null, size: file.data.length } };
      });
      return filesOf(db, nd.id);
    }
    const documents = fields.documents;
    if (documents === undefined) throw badRequest('Приложите файл (поле file) или передайте список ссылок (поле documents)');
    if (documents.length > LIMITS.documents) throw badRequest(`Поле «documents»: не более ${LIMITS.documents} символов`);
    // Not a version change (migration 008): a save never writes the link list, so it cannot overwrite it.
    await audited(user, nd, 'documents', async (tx) => {
      await tx.query('update nd set documents = $2, updated = localtimestamp(0) where id = $1', [nd.id, documents]);
      return { result: undefined, changes: { documents } };
    });
    return filesOf(db, nd.id);
  });

  /** GET /api/nd_processing/files/{fileId}: the file as an attachment, for users of the permit's organization. */
  route(app, endpoints.nd.downloadFile, async ({ user, params, reply }) => {
    const { rows } = await db.query<{ nd_id: number; name: string; content_type: string; content: unknown }>(
      'select nd_id, name, content_type, content from nd_file where id = $1',
      [params.fileId],
    );
    const file = rows[0];
    if (!file) throw notFound();
    await visibleNd(db, user, file.nd_id);
    const body = toBuffer(file.content);
    void reply
      .header('content-type', safeContentType(file.content_type))
      .header('content-disposition', contentDisposition(file.name))
      .header('content-length', body.length)
      .send(body);
    return undefined;
  });
}
