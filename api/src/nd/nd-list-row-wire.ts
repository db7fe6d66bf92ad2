import type { NdListRow, NdStatus, PlaceRef, TypeNdRef, UserRef } from '@permit/shared-contracts';

/** A row of the permit lists as the API keeps it (camelCase, like the rows Kysely returns). */
export interface NdListItem {
  id: number;
  status: NdStatus;
  numberPaperNd: string;
  contentWorks: { id: number; content: string }[];
  contentWorksHand: string;
  place: PlaceRef | null;
  type: TypeNdRef | null;
  /** 'YYYY-MM-DDTHH:mm:ss', or '' when not set. */
  datetimeStart: string;
  datetimeEnd: string;
  creator: UserRef;
}

/** The contract's shape (ndListRowSchema: `place_detail`, `type_detail`, `creator_detail`). */
export const toNdListRowWire = ({ place, type, creator, ...rest }: NdListItem): NdListRow => ({
  ...rest,
  place_detail: place,
  type_detail: type,
  creator_detail: creator,
});
