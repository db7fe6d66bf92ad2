import { Button, HStack, Table, Text } from '@chakra-ui/react';
import type { SimopsRule } from '@permit/shared-contracts';
import { Link as RouterLink } from 'react-router-dom';
import { DecisionBadge } from './decision-badge';

interface SimopsTableProps {
  rules: SimopsRule[];
  editPath: (id: number) => string;
  onDelete: (rule: SimopsRule) => void;
}

/** The pair as the admin reads it; a type paired with itself is one name twice. */
export const pairLabel = (rule: SimopsRule) => `${rule.typeAName} + ${rule.typeBName}`;

/** One row per pair; the table scrolls sideways on a narrow screen instead of squeezing the conditions. */
export function SimopsTable({ rules, editPath, onDelete }: SimopsTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" striped aria-label="Совмещение работ (SIMOPS)">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Вид работ А</Table.ColumnHeader>
            <Table.ColumnHeader>Вид работ Б</Table.ColumnHeader>
            <Table.ColumnHeader>Решение</Table.ColumnHeader>
            <Table.ColumnHeader minW="16rem">Условия</Table.ColumnHeader>
            <Table.ColumnHeader>Действия</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rules.map((rule) => (
            <Table.Row key={rule.id}>
              <Table.Cell whiteSpace="normal">{rule.typeAName}</Table.Cell>
              <Table.Cell whiteSpace="normal">{rule.typeBName}</Table.Cell>
              <Table.Cell>
                <DecisionBadge decision={rule.decision} />
              </Table.Cell>
              <Table.Cell whiteSpace="pre-line">
                {rule.conditions ?? (
                  <Text as="span" color="fg.muted">
                    —
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="2">
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
