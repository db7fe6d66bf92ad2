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

/** What the table's two layouts get: one item per permit, worked out once by the table. */
export interface PermitRowsProps {
  items: PermitItemProps[];
  showStatus: boolean;
  caption: string;
}

/** One permit of either layout (a row, a card): plain props, so a memoized item renders again only when they change. */
export interface PermitItemProps {
  row: NdListRow;
  showStatus: boolean;
  basePath: string;
  editable: boolean;
  copyable: boolean;
  favourite: boolean | undefined;
}
