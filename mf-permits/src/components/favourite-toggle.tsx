import { Spinner } from '@chakra-ui/react';
import { useAddFavourite } from '../api/favourites/use-add-favourite';
import { useRemoveFavourite } from '../api/favourites/use-remove-favourite';

interface FavouriteToggleProps {
  ndId: number;
  active: boolean;
}

/**
 * A star that says what it will do; aria-pressed tells a screen reader whether the permit is a favourite now.
 * A plain button styled by the permit table (permit-table-css.ts); a spinner replaces the star while saving.
 */
export function FavouriteToggle({ ndId, active }: FavouriteToggleProps) {
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  const pending = add.isPending || remove.isPending;
  const failed = add.isError || remove.isError;
  const label = active ? `Убрать наряд-допуск № ${ndId} из избранного` : `Добавить наряд-допуск № ${ndId} в избранное`;
  return (
    <button
      type="button"
      data-palette={failed ? 'red' : 'yellow'}
      aria-label={label}
      aria-pressed={active}
      aria-busy={pending || undefined}
      disabled={pending}
      title={failed ? 'Не удалось изменить избранное, попробуйте ещё раз' : label}
      onClick={() => (active ? remove.mutate(ndId) : add.mutate(ndId))}
    >
      {pending ? <Spinner size="xs" /> : <span aria-hidden>{active ? '★' : '☆'}</span>}
    </button>
  );
}
