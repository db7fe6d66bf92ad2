import { Table } from '@chakra-ui/react';
import type { CatalogueDefinition } from '@permit/shared-contracts';
import { formatCell } from '../utils/format-cell';
import { readPath } from '../utils/read-path';
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
}

/** Columns come from the catalogue's definition, so one table serves all 13 catalogues. */
export function CatalogueTable({ definition, rows, editPath, onDelete }: CatalogueTableProps) {
  const [first] = definition.columns;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" striped aria-label={definition.title}>
        <Table.Header>
          <Table.Row>
            {definition.columns.map((column) => (
              <Table.ColumnHeader key={column.label}>{column.label}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>Действия</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => {
            const id = readPath(row, 'id');
            return (
              <Table.Row key={String(id ?? index)}>
                {definition.columns.map((column) => (
                  <Table.Cell key={column.label} whiteSpace="normal">
                    {formatCell(row, column)}
                  </Table.Cell>
                ))}
                <Table.Cell>
                  {typeof id === 'number' && (
                    <RowActions
                      editTo={editPath(id)}
                      onDelete={() => onDelete({ id, label: first ? formatCell(row, first) : String(id) })}
                    />
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
