import { HStack, Spinner, Text } from '@chakra-ui/react';

/** A live region (role status), so screen readers announce what is loading. */
export function LoadingState({ label = 'Загрузка…' }: { label?: string }) {
  return (
    <HStack role="status" gap="3" py="6" color="fg.muted">
      <Spinner size="sm" aria-hidden />
      <Text>{label}</Text>
    </HStack>
  );
}
