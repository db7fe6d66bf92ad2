import { useCallback } from 'react';
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, useRemote } from '@permit/dev-kit/runtime';
import { formatDateTime } from '../../../lib/format-date-time';
import { parseId } from '../../../lib/parse-id';
import { useBoard, type BoardFilters as Filters } from '../api/use-board';
import { boardWindow, dayLabel } from '../model/board-timeline';
import { BoardFilters } from './board-filters';
import { BoardLegend } from './board-legend';
import { BoardTimeline } from './board-timeline';

const FILTER_KEYS = ['place', 'type', 'organization'] as const;

/** The filters live in the address, so a board can be shared or reopened as it was. */
function useBoardFilters(): [Filters, (next: Filters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTER_KEYS.map((k) => [k, parseId(params.get(k) ?? '') ?? 0])) as unknown as Filters;
  const set = useCallback(
    (next: Filters) => setParams(Object.fromEntries(FILTER_KEYS.filter((k) => next[k] > 0).map((k) => [k, String(next[k])])), { replace: true }),
    [setParams],
  );
  return [filters, set];
}

/**
 * «Доска работ» (docs/board.md): what works stand in the zones of the organization's places today and the
 * next 7 days. Polls every 15 s while visible and reloads at once after the user's own changes.
 */
export function BoardPage() {
  const { basePath } = useRemote();
  const [filters, setFilters] = useBoardFilters();
  const board = useBoard(filters);
  const data = board.data;
  const filtered = FILTER_KEYS.some((k) => filters[k] > 0);
  const days = data ? boardWindow(data.from, data.to).days : [];
  return (
    <Stack gap="4" minW="0">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="lg">
          Доска работ
        </Heading>
        {data && (
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {`${dayLabel(days[0]!)} — ${dayLabel(days.at(-1)!)} · данные на ${formatDateTime(data.now)}, обновляются каждые 15 секунд`}
          </Text>
        )}
      </HStack>
      <BoardFilters value={filters} onChange={setFilters} />
      <BoardLegend />
      {board.isPending && <LoadingState label="Загрузка доски работ…" />}
      {board.isError && !data && <ErrorState error={board.error} onRetry={() => void board.refetch()} />}
      {data && data.places.length === 0 && (
        <EmptyState
          title="На доске нет работ"
          description={
            filtered
              ? 'По выбранным фильтрам за эти дни работ нет: измените или сбросьте фильтры'
              : 'За эти дни у вашей организации нет наряд-допусков, готовых к работе или в работе'
          }
        />
      )}
      {data && data.places.length > 0 && <BoardTimeline board={data} basePath={basePath} />}
    </Stack>
  );
}
