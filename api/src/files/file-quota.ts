import { formatFileSize } from '@permit/shared-contracts';
import type { Db } from '../db/db';
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
  const { rows } = await db.query<{ used: string | number }>(
    `select coalesce(sum(f.size), 0)::bigint as used
       from nd_file f join nd n on n.id = f.nd_id
      where n.organization_id = $1`,
    [organizationId],
  );
  return Number(rows[0]?.used ?? 0);
}

/**
 * Refuses a file of `addBytes` that would take the organization past its quota. Call inside the inserting
 * transaction: the organization's row is locked first, so two uploads at once cannot both take the last
 * megabytes (the same idea as the per-permit file count).
 */
export async function checkOrganizationQuota(tx: Db, organizationId: number, addBytes: number, quotaBytes: number): Promise<void> {
  // NO KEY UPDATE: quota checks queue behind each other, while permits of the organization are still created.
  await tx.query('select id from organization where id = $1 for no key update', [organizationId]);
  const used = await organizationFileUsage(tx, organizationId);
  if (used + addBytes > quotaBytes) throw quotaExceeded(quotaBytes, used);
}
