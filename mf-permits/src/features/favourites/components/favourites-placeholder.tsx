import { ComingLater } from '../../../components/coming-later';

/** /nd/fav: the favourites list is a later increment. */
export function FavouritesPlaceholder() {
  return <ComingLater title="Избранные наряд-допуски" description="Список наряд-допусков, отмеченных как избранные." />;
}
