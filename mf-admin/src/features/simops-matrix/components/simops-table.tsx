import { Button, HStack, Table, Text } from '@chakra-ui/react';
import type { SimopsRule } from '@permit/shared-contracts';
import { Link as RouterLink } from 'react-router-dom';
import { STACKED_TABLE } from '@permit/dev-kit/stacked-table';
import { DecisionBadge } from './decision-badge';

interface SimopsTableProps {
  rules: SimopsRule[];
  editPath: (id: number) => string;
  onDelete: (rule: SimopsRule) => void;
}

/** The pair as the admin reads it; a type paired with itself is one name twice. */
export const pairLabel = (rule: SimopsRule) => `${rule.typeAName} + ${rule.typeBName}`;

/** One row per pair; on a phone or a tablet each pair is a block of «column: value» lines (STACKED_TABLE). */
export function SimopsTable({ rules, editPath, onDelete }: SimopsTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" striped aria-label="Совмещение работ (SIMOPS)" css={STACKED_TABLE}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Вид работ А</Table.ColumnHeader>
            <Table.ColumnHeader>Вид работ Б</Table.ColumnHeader>
            <Table.ColumnHeader>Решение</Table.ColumnHeader>
            <Table.ColumnHeader minW={{ lg: '16rem' }}>Условия</Table.ColumnHeader>
            <Table.ColumnHeader>Действия</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rules.map((rule) => (
            <Table.Row key={rule.id}>
              <Table.Cell whiteSpace="normal" data-label="Вид работ А">
                {rule.typeAName}
              </Table.Cell>
              <Table.Cell whiteSpace="normal" data-label="Вид работ Б">
                {rule.typeBName}
              </Table.Cell>
              <Table.Cell data-label="Решение">
                <DecisionBadge decision={rule.decision} />
              </Table.Cell>
              <Table.Cell whiteSpace="pre-line" data-label="Условия">
                {rule.conditions ?? (
                  <Text as="span" color="fg.muted">
                    —
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell data-label="Действия">
                <HStack gap="2" wrap="wrap">
                  {/* The pair in the name, so a screen reader's list of buttons says which row each acts on. */}
                  <Button asChild size="sm" variant="outline" aria-label={`Изменить: ${pairLabel(rule)}`}>
                    <RouterLink to={editPath(rule.id)}>Изменить</RouterLink>
                  </Button>
                  <Button size="sm" variant="outline" colorPalette="red" aria-label={`Удалить: ${pairLabel(rule)}`} onClick={() => onDelete(rule)}>
                    Удалить
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
