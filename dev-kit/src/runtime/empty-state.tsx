import { Button, EmptyState as ChakraEmptyState } from '@chakra-ui/react';

/**
 * An empty list said in words, so it is not mistaken for a list still loading or broken; `action` is the one way on
 * from here (back to the first page of a list whose page is past its end).
 */
export function EmptyState({ title, description, action }: { title: string; description?: string; action?: { label: string; onClick: () => void } }) {
  return (
    <ChakraEmptyState.Root size="sm">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
        {description && <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>}
        {action && (
          <Button size="sm" variant="outline" onClick={action.onClick}>
            {action.label}
          </Button>
        )}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
