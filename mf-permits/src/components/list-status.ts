/** How a choice's list of options stands: its dropdown and placeholder say so, and opening a failed one asks again. */
export interface ListStatus {
  loading?: boolean;
  /** The list did not load: an empty dropdown is not "nothing to choose". */
  failed?: boolean;
  /** Asked when the field is opened while its list failed. */
  onRetry?: () => void;
}

export const LIST_FAILED_TEXT = 'Список не загрузился. Проверьте связь: он загрузится снова, когда вы откроете поле';

/** A list query as react-query gives it. */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  data?: unknown;
  refetch: () => unknown;
}

export const listStatusOf = (query: ListQuery): ListStatus => ({
  loading: query.isPending,
  failed: query.isError && query.data === undefined,
  onRetry: () => void query.refetch(),
});

/** The dropdown's text when it has no option to show. */
export const emptyListText = ({ loading, failed }: ListStatus) => (loading ? 'Загрузка…' : failed ? LIST_FAILED_TEXT : 'Ничего не найдено');

/** The field's placeholder: `idle` once its list is there. */
export const listPlaceholder = ({ loading, failed }: ListStatus, idle: string) => (loading ? 'Загрузка…' : failed ? 'Список не загрузился' : idle);
