import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

interface RowActionsProps {
  editTo: string;
  onDelete: () => void;
}

/** The actions column every catalogue list has (docs/architecture.md «Поведение клиента»): edit opens the form, delete asks first. */
export function RowActions({ editTo, onDelete }: RowActionsProps) {
  return (
    <HStack gap="2">
      <Button asChild size="xs" variant="outline">
        <RouterLink to={editTo}>Изменить</RouterLink>
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={onDelete}>
        Удалить
      </Button>
    </HStack>
  );
}
