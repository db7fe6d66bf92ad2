import { Table } from '@chakra-ui/react';
import type { CatalogueDefinition } from '@permit/shared-contracts';
import { formatCell } from '../utils/format-cell';
import { readPath } from '../utils/read-path';

interface CatalogueTableProps {
  definition: CatalogueDefinition;
  rows: readonly object[];
}

/** Columns come from the catalogue's definition, so one table serves all 13 catalogues. */
export function CatalogueTable({ definition, rows }: CatalogueTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" striped aria-label={definition.title}>
        <Table.Header>
          <Table.Row>
            {definition.columns.map((column) => (
              <Table.ColumnHeader key={column.label}>{column.label}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <Table.Row key={String(readPath(row, 'id') ?? index)}>
              {definition.columns.map((column) => (
                <Table.Cell key={column.label} whiteSpace="normal">
                  {formatCell(row, column)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
