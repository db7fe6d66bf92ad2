import { memo } from 'react';
import { Button, Flex, Heading, HStack } from '@chakra-ui/react';
import type { NdScope } from '@permit/shared-contracts';
import { Link as RouterLink } from 'react-router-dom';
import { ScopeSelect } from './scope-select';

interface ListHeaderProps {
  title: string;
  scope: NdScope;
  onScopeChange: (scope: NdScope) => void;
  /** Where «Создать наряд-допуск» leads; undefined for a user who may not create one. */
  createPath?: string;
}

/**
 * The list's title, scope and create button. Memoized, as the filter bar and the switch are: the screen renders
 * again as the rows arrive, and these Chakra parts would resolve their styles each time for nothing
 * (docs/performance.md «Повторные рендеры списка»).
 */
export const ListHeader = memo(function ListHeader({ title, scope, onScopeChange, createPath }: ListHeaderProps) {
  return (
    <Flex justify="space-between" align="end" wrap="wrap" gap="4">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <HStack gap="4" align="end" wrap="wrap">
        <ScopeSelect value={scope} onChange={onScopeChange} />
        {createPath && (
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to={createPath}>Создать наряд-допуск</RouterLink>
          </Button>
        )}
      </HStack>
    </Flex>
  );
});
