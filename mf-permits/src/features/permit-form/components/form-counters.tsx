import { HStack, Text } from '@chakra-ui/react';

/** The form counts its visible, filled and error fields (docs/architecture.md «Поведение клиента»); a live region so changes are announced. */
export function FormCounters({ visible, filled, invalid }: { visible: number; filled: number; invalid: number }) {
  return (
    <HStack role="status" aria-live="polite" gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
      <Text>Полей: {visible}</Text>
      <Text>Заполнено: {filled}</Text>
      <Text color={invalid > 0 ? 'fg.error' : undefined}>С ошибками: {invalid}</Text>
    </HStack>
  );
}
