import { useMemo } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import type { Board, BoardZone } from '@permit/shared-contracts';
import { assignLanes, barGeometry, boardWindow, dayLabel, percentOf, permitNumbers, type BoardWindow } from '../model/board-timeline';
import { BAR_LEAST_WIDTH_PX, BoardBar, LANE_HEIGHT_PX } from './board-bar';

const LABEL_WIDTH = '10rem';
/** Wide enough for a day's bar to carry a number and a type; a tablet scrolls the timeline sideways. */
const DAY_MIN_WIDTH_PX = 120;
/** The time a bar's least width stands for where days are narrowest: a short permit's bar keeps that much of its lane. */
const BAR_LEAST_SPAN_MS = (BAR_LEAST_WIDTH_PX / DAY_MIN_WIDTH_PX) * 24 * 60 * 60 * 1000;

function DayLines({ days }: { days: number }) {
  return (
    <>
      {Array.from({ length: days }, (_, i) => (
        <Box
          key={i}
          aria-hidden
          position="absolute"
          top="0"
          bottom="0"
          left={`${(i * 100) / days}%`}
          borderLeftWidth="1px"
          borderColor="border.muted"
        />
      ))}
    </>
  );
}

function NowLine({ at }: { at: number }) {
  return <Box aria-hidden position="absolute" top="0" bottom="0" left={`${at}%`} borderLeftWidth="2px" borderColor="red.500" zIndex={1} />;
}

interface ZoneRowProps {
  zone: BoardZone;
  window: BoardWindow;
  now: number;
  basePath: string;
  numbers: Map<number, string>;
  names: readonly string[];
}

function ZoneRow({ zone, window, now, basePath, numbers, names }: ZoneRowProps) {
  const { lanes, count } = useMemo(
    () => assignLanes(zone.permits, { leastSpanMs: BAR_LEAST_SPAN_MS, windowStart: window.start }),
    [zone.permits, window.start],
  );
  return (
    <Box role="group" aria-label={`Зона ${zone.region}`} display="flex" borderBottomWidth="1px" borderColor="border.muted">
      <Box
        w={LABEL_WIDTH}
        flexShrink={0}
        position="sticky"
        left="0"
        zIndex={2}
        bg="bg"
        px="2"
        py="1"
        borderRightWidth="1px"
        borderColor="border.muted"
      >
        <Text fontSize="sm" lineClamp={2}>
          {zone.region}
        </Text>
        {zone.permits.length === 0 && (
          <Text fontSize="xs" color="fg.muted">
            Свободна
          </Text>
        )}
      </Box>
      {/* A size container: a bar sizes its true span in cqi, per cent of this row, inside its wider tap box. A bar
          begun in the window's last 44 px is cut at its end rather than widening the timeline with empty room. */}
      <Box position="relative" flex="1" h={`${count * LANE_HEIGHT_PX}px`} overflowX="clip" css={{ containerType: 'inline-size' }}>
        <DayLines days={window.days.length} />
        <NowLine at={now} />
        {zone.permits.map((permit) => (
          <BoardBar
            key={permit.id}
            permit={permit}
            {...barGeometry(window, permit)}
            lane={lanes.get(permit.id) ?? 0}
            basePath={basePath}
            numbers={numbers}
            names={names}
          />
        ))}
      </Box>
    </Box>
  );
}

/**
 * The days across, one row per zone grouped by place. Only this box scrolls sideways (a tablet in portrait
 * sees about five days at once); the zone names stay in view while it scrolls.
 */
export function BoardTimeline({ board, basePath }: { board: Board; basePath: string }) {
  const window = useMemo(() => boardWindow(board.from, board.to), [board.from, board.to]);
  const now = percentOf(window, board.now);
  const numbers = useMemo(() => permitNumbers(board), [board]);
  return (
    <Box overflowX="auto" maxW="full" borderWidth="1px" borderColor="border" rounded="md" tabIndex={0} aria-label="Шкала времени доски работ">
      <Box minW={`calc(${LABEL_WIDTH} + ${window.days.length * DAY_MIN_WIDTH_PX}px)`}>
        <Box display="flex" borderBottomWidth="1px" borderColor="border" bg="bg.subtle">
          <Box w={LABEL_WIDTH} flexShrink={0} position="sticky" left="0" zIndex={2} bg="bg.subtle" px="2" py="1" fontSize="sm" fontWeight="semibold">
            Зона
          </Box>
          <Box display="flex" flex="1">
            {window.days.map((day) => (
              <Box key={day} flex="1" px="2" py="1" fontSize="sm" fontWeight="semibold" borderLeftWidth="1px" borderColor="border.muted">
                {dayLabel(day)}
              </Box>
            ))}
          </Box>
        </Box>
        {board.places.map((place) => (
          <Box as="section" key={place.id} aria-label={place.place}>
            <Box position="sticky" left="0" w="fit-content" px="2" pt="3" pb="1">
              <Heading as="h2" size="sm">
                {place.place}
              </Heading>
            </Box>
            {place.zones.map((zone) => (
              <ZoneRow key={zone.id} zone={zone} window={window} now={now} basePath={basePath} numbers={numbers} names={board.names} />
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
