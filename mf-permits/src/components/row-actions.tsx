import { Link as RouterLink } from 'react-router-dom';
import { FavouriteToggle } from './favourite-toggle';

interface RowActionsProps {
  ndId: number;
  basePath: string;
  editable: boolean;
  /** The user may create permits (canCreate), so may copy this one; the list reads the roles once, not per row. */
  copyable: boolean;
  /** undefined while the favourites are unknown (loading or failed): no star rather than a wrong one. */
  favourite: boolean | undefined;
}

/** Plain links: the permit table styles them (permit-table-css.ts). */
export function RowActions({ ndId, basePath, editable, copyable, favourite }: RowActionsProps) {
  return (
    <div data-actions="">
      <RouterLink to={`${basePath}/show/${ndId}`} data-palette="blue" aria-label={`Просмотр наряд-допуска № ${ndId}`}>
        Просмотр
      </RouterLink>
      {editable && (
        <RouterLink to={`${basePath}/edit/${ndId}`} data-palette="blue" aria-label={`Изменить наряд-допуск № ${ndId}`}>
          Изменить
        </RouterLink>
      )}
      {copyable && (
        <RouterLink to={`${basePath}/copy/${ndId}`} data-palette="blue" aria-label={`Копировать наряд-допуск № ${ndId}`}>
          Копировать
        </RouterLink>
      )}
      {favourite !== undefined && <FavouriteToggle ndId={ndId} active={favourite} />}
    </div>
  );
}
