import { Badge, Table } from '@chakra-ui/react';
import { ND_STATUS_LABELS, type NdListRow } from '@permit/shared-contracts';
import { formatDateTime } from '../lib/format-date-time';
import { canEdit } from '../lib/can-edit';
import { STATUS_PALETTE } from '../lib/status-palette';
import { worksSummary } from '../lib/works-summary';
import { RowActions } from './row-actions';

interface PermitTableProps {
  rows: NdListRow[];
  /** Status lists hide the column: every row there has the same status (spec section 2). */
  showStatus: boolean;
  basePath: string;
  caption: string;
  /** The signed-in user: the edit action is offered only to a permit's creator. */
  userId: number | undefined;
  /** Ids of the user's favourites; undefined while unknown. */
  favouriteIds: ReadonlySet<number> | undefined;
}

export function PermitTable({ rows, showStatus, basePath, caption, userId, favouriteIds }: PermitTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" striped aria-label={caption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>№</Table.ColumnHeader>
            <Table.ColumnHeader>Содержание работ</Table.ColumnHeader>
            <Table.ColumnHeader>Место проведения работ</Table.ColumnHeader>
            <Table.ColumnHeader>Плановое начало</Table.ColumnHeader>
            {showStatus && <Table.ColumnHeader>Статус</Table.ColumnHeader>}
            <Table.ColumnHeader>Действия</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell>{row.id}</Table.Cell>
              <Table.Cell minW="56" maxW="md" whiteSpace="normal">
                {worksSummary(row)}
              </Table.Cell>
              <Table.Cell minW="48" whiteSpace="normal">
                {row.place_detail?.place ?? '—'}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(row.datetimeStart)}</Table.Cell>
              {showStatus && (
                <Table.Cell>
                  <Badge variant="subtle" colorPalette={STATUS_PALETTE[row.status]}>
                    {ND_STATUS_LABELS[row.status]}
                  </Badge>
                </Table.Cell>
              )}
              <Table.Cell>
                <RowActions
                  ndId={row.id}
                  basePath={basePath}
                  editable={canEdit(row, userId)}
                  favourite={favouriteIds ? favouriteIds.has(row.id) : undefined}
                />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
