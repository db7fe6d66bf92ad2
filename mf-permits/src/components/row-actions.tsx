import { HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { FavouriteToggle } from './favourite-toggle';

interface RowActionsProps {
  ndId: number;
  basePath: string;
  editable: boolean;
  /** undefined while the favourites are unknown (loading or failed): no star rather than a wrong one. */
  favourite: boolean | undefined;
}

export function RowActions({ ndId, basePath, editable, favourite }: RowActionsProps) {
  return (
    <HStack gap="3" wrap="nowrap">
      <Link asChild colorPalette="blue">
        <RouterLink to={`${basePath}/show/${ndId}`} aria-label={`Просмотр наряд-допуска № ${ndId}`}>
          Просмотр
        </RouterLink>
      </Link>
      {editable && (
        <Link asChild colorPalette="blue">
          <RouterLink to={`${basePath}/edit/${ndId}`} aria-label={`Изменить наряд-допуск № ${ndId}`}>
            Изменить
          </RouterLink>
        </Link>
      )}
      <Link asChild colorPalette="blue">
        <RouterLink to={`${basePath}/copy/${ndId}`} aria-label={`Копировать наряд-допуск № ${ndId}`}>
          Копировать
        </RouterLink>
      </Link>
      {favourite !== undefined && <FavouriteToggle ndId={ndId} active={favourite} />}
    </HStack>
  );
}
