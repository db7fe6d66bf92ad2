import { IconButton } from '@chakra-ui/react';
import { useAddFavourite } from '../api/favourites/use-add-favourite';
import { useRemoveFavourite } from '../api/favourites/use-remove-favourite';

interface FavouriteToggleProps {
  ndId: number;
  active: boolean;
}

/** A star that says what it will do; aria-pressed tells a screen reader whether the permit is a favourite now. */
export function FavouriteToggle({ ndId, active }: FavouriteToggleProps) {
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  const pending = add.isPending || remove.isPending;
  const failed = add.isError || remove.isError;
  const label = active ? `Убрать наряд-допуск № ${ndId} из избранного` : `Добавить наряд-допуск № ${ndId} в избранное`;
  return (
    <IconButton
      size="xs"
      variant="ghost"
      colorPalette={failed ? 'red' : 'yellow'}
      aria-label={label}
      aria-pressed={active}
      title={failed ? 'Не удалось изменить избранное, попробуйте ещё раз' : label}
      loading={pending}
      onClick={() => (active ? remove.mutate(ndId) : add.mutate(ndId))}
    >
      <span aria-hidden>{active ? '★' : '☆'}</span>
    </IconButton>
  );
}
