import { useEffect } from 'react';
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { EmptyState, ErrorState, LoadingState, useRemote, useSession } from '@permit/dev-kit/runtime';
import { formatDateTime } from '../../../lib/format-date-time';
import { usePhoneLayout } from '../../../lib/use-compact-layout';
import { useBoard } from '../api/use-board';
import { useBoardPlaces } from '../api/use-board-places';
import { ALL_PLACES, defaultPlace, rememberedPlace, rememberPlace } from '../model/board-place-choice';
import { boardWindow, dayLabel } from '../model/board-timeline';
import { BoardAgenda } from './board-agenda';
import { BoardFilters } from './board-filters';
import { BoardLegend } from './board-legend';
import { BoardTimeline } from './board-timeline';
import { useBoardAddress } from './use-board-address';

const NO_WORK = 'За эти дни у вашей организации нет наряд-допусков, готовых к работе или в работе';

/**
 * «Доска работ» (docs/board.md): what works stand in the zones of one place of the organization today and the
 * next 7 days (or of all its places, when chosen). Opens on the place this user looked at last, else the
 * first of the organization's places on the board. Polls every 15 s while visible and reloads at once after
 * the user's own changes. A phone gets the same board as a list (BoardAgenda) instead of the timeline.
 */
export function BoardPage() {
  const { basePath } = useRemote();
  const phone = usePhoneLayout();
  const userId = useSession().user?.user_id;
  const [address, setAddress] = useBoardAddress();
  const places = useBoardPlaces();
  const placeList = places.data;
  // No place in the address: the default one, written into it (the whole organization can be a huge board).
  useEffect(() => {
    if (address.place !== null || !placeList) return;
    const id = defaultPlace(placeList, rememberedPlace(userId));
    if (id !== null) setAddress({ ...address, place: id });
  }, [address, placeList, userId, setAddress]);
  // The place shown opens next time; only a place of the list (an old link to a finished site is not kept).
  useEffect(() => {
    if (typeof address.place === 'number' && placeList?.some((p) => p.id === address.place)) rememberPlace(userId, address.place);
  }, [address.place, placeList, userId]);

  const resolved = address.place !== null;
  const place = address.place === ALL_PLACES ? 0 : (address.place ?? 0);
  const board = useBoard({ place, type: address.type, organization: address.organization }, { enabled: resolved });
  const data = resolved ? board.data : undefined;
  const stale = Boolean(data) && board.isPlaceholderData;
  const noPlaces = !resolved && placeList?.length === 0;
  const choosing = !resolved && !noPlaces && !places.isError;
  const filtered = address.type > 0 || address.organization > 0;
  const placeName = data?.places.find((p) => p.id === address.place)?.place;
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
      <BoardFilters value={address} onChange={setAddress} places={placeList} placeName={placeName} placesFailed={places.isError} />
      <BoardLegend />
      {choosing && <LoadingState label="Загрузка мест доски работ…" />}
      {/* Also with a place in the address: without the list the picker offers no other place. */}
      {places.isError && <ErrorState error={places.error} onRetry={() => void places.refetch()} />}
      {noPlaces && <EmptyState title="На доске нет работ" description={NO_WORK} />}
      {resolved && board.isPending && <LoadingState label="Загрузка доски работ…" />}
      {board.isError && !data && <ErrorState error={board.error} onRetry={() => void board.refetch()} />}
      {/* A new filter's board is on its way: the previous one stays, dimmed, and is not taken for the answer. */}
      {stale && <LoadingState label="Загрузка доски по выбранным фильтрам…" />}
      {data && !stale && data.places.length === 0 && (
        <EmptyState
          title="На доске нет работ"
          description={
            filtered
              ? 'По выбранным фильтрам за эти дни работ нет: измените или сбросьте фильтры'
              : typeof address.place === 'number'
                ? 'В этом месте за эти дни работ нет: выберите другое место'
                : NO_WORK
          }
        />
      )}
      {data && data.places.length > 0 && (
        <Box opacity={stale ? 0.5 : undefined} aria-busy={stale} minW="0">
          {phone ? <BoardAgenda board={data} basePath={basePath} /> : <BoardTimeline board={data} basePath={basePath} />}
        </Box>
      )}
    </Stack>
  );
}
