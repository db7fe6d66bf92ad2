import { EDITABLE_STATUSES, type NdListRow } from '@permit/shared-contracts';

/** Only the creator edits, and only while the permit is a draft or back for modification (transitions.ts). */
export function canEdit(row: Pick<NdListRow, 'status' | 'creator_detail'>, userId: number | undefined): boolean {
  return userId !== undefined && row.creator_detail.id === userId && EDITABLE_STATUSES.includes(row.status);
}
