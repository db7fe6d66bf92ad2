import type { NdListRow } from '@permit/shared-contracts';

/** What a screen gives the permit table. */
export interface PermitTableProps {
  rows: NdListRow[];
  /** Status lists hide the column: every row there has the same status (docs/architecture.md «Поведение клиента»). */
  showStatus: boolean;
  basePath: string;
  caption: string;
  /** The signed-in user: the edit action is offered only to a permit's creator. */
  userId: number | undefined;
}

/** What the table's two layouts get: the favourites the table reads itself. */
export interface PermitRowsProps extends PermitTableProps {
  /** Ids of the user's favourites; undefined while unknown. */
  favouriteIds: ReadonlySet<number> | undefined;
}
