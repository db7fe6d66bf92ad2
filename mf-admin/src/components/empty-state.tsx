import { EmptyState as ChakraEmptyState } from '@chakra-ui/react';

export function EmptyState({ title, description }: { title: string; description?: string }) {
  return (
    <ChakraEmptyState.Root size="sm">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
        {description && <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
