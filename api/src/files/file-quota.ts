import { formatFileSize } from '@permit/shared-contracts';
import { sql } from 'kysely';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';
import { HttpError } from '../http/errors';

/** Default share of the file store per organization (ORG_FILE_QUOTA_BYTES). */
export const DEFAULT_ORG_FILE_QUOTA_BYTES = 1024 * 1024 * 1024;

export const quotaExceeded = (quotaBytes: number, usedBytes: number) =>
  new HttpError(
    413,
    'PAYLOAD_TOO_LARGE',
    `Превышена квота файлов организации: допускается не более ${formatFileSize(quotaBytes)}, занято ${formatFileSize(usedBytes)}. ` +
      'Удалите ненужные файлы или обратитесь к администратору',
  );

/** Bytes of the files attached to the organization's permits. */
export async function organizationFileUsage(db: Db, organizationId: number): Promise<number> {
  const row = await kysely(db)
    .selectFrom('ndFile as f')
    .innerJoin('nd as n', 'n.id', 'f.ndId')
    .select((eb) => sql<string | number>`coalesce(sum(${eb.ref('f.size')}), 0)::bigint`.as('used'))
    .where('n.organizationId', '=', organizationId)
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

/**
 * Refuses a file of `addBytes` that would take the organization past its quota. Call inside the inserting
 * transaction: the organization's row is locked first, so two uploads at once cannot both take the last
 * megabytes (the same idea as the per-permit file count).
 */
export async function checkOrganizationQuota(tx: Db, organizationId: number, addBytes: number, quotaBytes: number): Promise<void> {
  // NO KEY UPDATE: quota checks queue behind each other, while permits of the organization are still created.
  await kysely(tx).selectFrom('organization').select('id').where('id', '=', organizationId).forNoKeyUpdate().execute();
  const used = await organizationFileUsage(tx, organizationId);
  if (used + addBytes > quotaBytes) throw quotaExceeded(quotaBytes, used);
}
