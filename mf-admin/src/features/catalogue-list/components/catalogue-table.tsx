import { Button, Table } from '@chakra-ui/react';
import type { CatalogueDefinition } from '@permit/shared-contracts';
import { STACKED_TABLE } from '@permit/dev-kit/stacked-table';
import { formatCell } from '../utils/format-cell';
import { readPath } from '../utils/read-path';
import type { SortState } from '../utils/sort-rows';
import { RowActions } from './row-actions';

export interface RowRef {
  id: number;
  label: string;
}

interface CatalogueTableProps {
  definition: CatalogueDefinition;
  rows: readonly object[];
  /** The edit form's path of a row. */
  editPath: (id: number) => string;
  onDelete: (row: RowRef) => void;
  /** The current order; the headers of a sortable catalogue change it (SIZ and events are not sortable). */
  sort?: SortState | null;
  onSort?: (column: number) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

const ARROW = { asc: ' ↑', desc: ' ↓' } as const;

/** Columns come from the catalogue's definition, so one table serves all 13 catalogues. */
export function CatalogueTable({ definition, rows, editPath, onDelete, sort = null, onSort }: CatalogueTableProps) {
  const [first] = definition.columns;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" striped aria-label={definition.title} css={STACKED_TABLE}>
        <Table.Header>
          <Table.Row>
            {definition.columns.map((column, index) => {
              const current = sort?.column === index ? sort.direction : undefined;
              return (
                <Table.ColumnHeader key={column.label} aria-sort={definition.sortable ? (current ? ARIA_SORT[current] : 'none') : undefined}>
                  {definition.sortable && onSort ? (
                    <Button variant="plain" size="sm" px="0" fontWeight="inherit" onClick={() => onSort(index)}>
                      {column.label}
                      {current && <span aria-hidden="true">{ARROW[current]}</span>}
                    </Button>
                  ) : (
                    column.label
                  )}
                </Table.ColumnHeader>
              );
            })}
            <Table.ColumnHeader>Действия</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => {
            const id = readPath(row, 'id');
            return (
              <Table.Row key={String(id ?? index)}>
                {definition.columns.map((column) => (
                  <Table.Cell key={column.label} whiteSpace="normal" data-label={column.label}>
                    {formatCell(row, column)}
                  </Table.Cell>
                ))}
                <Table.Cell data-label="Действия">
                  {typeof id === 'number' && (
                    <RowActions editTo={editPath(id)} onDelete={() => onDelete({ id, label: first ? formatCell(row, first) : String(id) })} />
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
