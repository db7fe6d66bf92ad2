import { useState } from 'react';
import { Button, HStack, IconButton, List, NativeSelect, Text } from '@chakra-ui/react';
import type { ChoiceControlProps } from './control-props';

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * extendedList: an ordered choice (a permit type's approval route, whose order is the order of
 * approval). Entries are added one at a time at the end, and can be moved up, down or removed.
 */
export function OrderedListControl({ field, value, onChange, options }: ChoiceControlProps<string[]>) {
  const [candidate, setCandidate] = useState('');
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  const remaining = options.filter((o) => !value.includes(o.value));
  const add = () => {
    if (!candidate) return;
    onChange([...value, candidate]);
    setCandidate('');
  };
  return (
    <>
      {value.length === 0 ? (
        <Text color="fg.muted">Шаги не заданы</Text>
      ) : (
        <List.Root as="ol" gap="2" aria-label={field.label}>
          {value.map((entry, index) => (
            <List.Item key={entry}>
              <HStack gap="2">
                <Text flex="1">
                  {index + 1}. {labelOf(entry)}
                </Text>
                <IconButton
                  size="xs"
                  variant="outline"
                  aria-label={`Выше: ${labelOf(entry)}`}
                  disabled={index === 0}
                  onClick={() => onChange(move(value, index, index - 1))}
                >
                  ↑
                </IconButton>
                <IconButton
                  size="xs"
                  variant="outline"
                  aria-label={`Ниже: ${labelOf(entry)}`}
                  disabled={index === value.length - 1}
                  onClick={() => onChange(move(value, index, index + 1))}
                >
                  ↓
                </IconButton>
                <IconButton
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Убрать: ${labelOf(entry)}`}
                  onClick={() => onChange(value.filter((v) => v !== entry))}
                >
                  ×
                </IconButton>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      {remaining.length > 0 && (
        <HStack gap="2" mt="2">
          <NativeSelect.Root size="sm" maxW="sm">
            <NativeSelect.Field aria-label="Следующий шаг" value={candidate} onChange={(e) => setCandidate(e.currentTarget.value)}>
              <option value="">Выберите роль</option>
              {remaining.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" variant="outline" disabled={!candidate} onClick={add}>
            Добавить шаг
          </Button>
        </HStack>
      )}
    </>
  );
}
