import { EmptyState as ChakraEmptyState } from '@chakra-ui/react';

/** An empty list said in words, so it is not mistaken for a list still loading or broken. */
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
