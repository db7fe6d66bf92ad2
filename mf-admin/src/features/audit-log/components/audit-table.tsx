import { Table } from '@chakra-ui/react';
import type { AuditEntry } from '@permit/shared-contracts';
import { actionLabel, actorLabel, entityLabel, formatAt, formatChanges } from '../utils/format-audit';

/** Read-only rows of the trail: when, who, what was done to what, and the short summary of the change. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" striped aria-label="Журнал действий">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Когда</Table.ColumnHeader>
            <Table.ColumnHeader>Кто</Table.ColumnHeader>
            <Table.ColumnHeader>Действие</Table.ColumnHeader>
            <Table.ColumnHeader>Объект</Table.ColumnHeader>
            <Table.ColumnHeader>Изменения</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => (
            <Table.Row key={entry.id}>
              <Table.Cell whiteSpace="nowrap">{formatAt(entry.at)}</Table.Cell>
              <Table.Cell>{actorLabel(entry)}</Table.Cell>
              <Table.Cell>{actionLabel(entry)}</Table.Cell>
              <Table.Cell>{entityLabel(entry)}</Table.Cell>
              <Table.Cell whiteSpace="normal" wordBreak="break-word">
                {formatChanges(entry)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
