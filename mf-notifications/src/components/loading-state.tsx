import { HStack, Spinner, Text } from '@chakra-ui/react';

export function LoadingState({ label = 'Загрузка…' }: { label?: string }) {
  return (
    <HStack role="status" gap="3" py="6" color="fg.muted">
      <Spinner size="sm" aria-hidden />
      <Text>{label}</Text>
    </HStack>
  );
}
