import { Badge, Link, Table } from '@chakra-ui/react';
import { ND_STATUS_LABELS, type NdListRow } from '@permit/shared-contracts';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format-date-time';
import { STATUS_PALETTE } from '../utils/status-palette';
import { worksSummary } from '../utils/works-summary';

interface PermitTableProps {
  rows: NdListRow[];
  /** Status lists hide the column: every row there has the same status (spec section 2). */
  showStatus: boolean;
  basePath: string;
  caption: string;
}

export function PermitTable({ rows, showStatus, basePath, caption }: PermitTableProps) {
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
                <Link asChild colorPalette="blue">
                  <RouterLink to={`${basePath}/show/${row.id}`} aria-label={`Просмотр наряд-допуска № ${row.id}`}>
                    Просмотр
                  </RouterLink>
                </Link>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
