import { Text } from '@chakra-ui/react';
import type { FieldCounts } from '../model/field-counts';

/** The form's counts (docs/architecture.md «Поведение клиента»), announced politely as they change. */
export function FormSummary({ counts }: { counts: FieldCounts }) {
  return (
    <Text color="fg.muted" fontSize="sm" aria-live="polite">
      Полей: {counts.visible}, заполнено: {counts.filled}, с ошибками: {counts.errors}
    </Text>
  );
}
