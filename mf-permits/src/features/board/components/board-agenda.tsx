import { useMemo } from 'react';
import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ND_STATUS_LABELS, boardName, type Board, type BoardPermit } from '@permit/shared-contracts';
import { formatDateTime } from '../../../lib/format-date-time';
import { conflictNumbers, permitNumbers } from '../model/board-timeline';
import { barLines } from './board-bar';
import { ConflictIcon, EndingIcon } from './board-icons';
import { permitLook } from './board-permit-look';

interface ItemProps {
  permit: BoardPermit;
  basePath: string;
  numbers: Map<number, string>;
  names: readonly string[];
}

/**
 * One permit as a phone's line. Everything the timeline bar keeps for its label and tooltip is written out here
 * (the window, whom it conflicts with), so the line's text is its name: no label that differs from what is read.
 */
function AgendaItem({ permit, basePath, numbers, names }: ItemProps) {
  const conflicts = conflictNumbers(permit, numbers);
  const executor = boardName(names, permit.executor);
  const content = (
    <>
      <Text as="span" display="block" fontWeight="semibold">
        {barLines(permit, names).title}
      </Text>
      <Text as="span" display="block">
        {`${ND_STATUS_LABELS[permit.status]} · ${formatDateTime(permit.datetimeStart)} — ${formatDateTime(permit.datetimeEnd)}`}
      </Text>
      <Text as="span" display="block" color="fg.muted">
        {[executor && `исполнитель ${executor}`, boardName(names, permit.organization)].filter(Boolean).join(' · ')}
      </Text>
      {(conflicts || permit.endingSoon) && (
        <HStack as="span" gap="3" wrap="wrap" fontWeight="semibold">
          {conflicts && (
            <HStack as="span" gap="1" color="fg.error">
              <ConflictIcon />
              <span>{`Конфликт с ${conflicts}`}</span>
            </HStack>
          )}
          {permit.endingSoon && (
            <HStack as="span" gap="1" color="fg.warning">
              <EndingIcon />
              <span>Заканчивается в ближайшие 24 ч</span>
            </HStack>
          )}
        </HStack>
      )}
    </>
  );
  const box = {
    display: 'block',
    minH: '11',
    px: '3',
    py: '2',
    fontSize: 'sm',
    rounded: 'sm',
    ...permitLook(permit.status, Boolean(conflicts)),
  } as const;
  if (permit.sameOrganization) {
    return (
      <Link asChild {...box} textDecoration="none" _hover={{ bg: 'colorPalette.muted' }} focusRing="outside">
        <RouterLink to={`${basePath}/show/${permit.id}`}>{content}</RouterLink>
      </Link>
    );
  }
  // Another organization's permit: shown for the shared zone, its page would not open (docs/board.md).
  return (
    <Box {...box} borderStyle="dashed">
      {content}
    </Box>
  );
}

/**
 * The board on a phone (docs/board.md «На телефоне»): the timeline would be 1,000 px and more in a 360 px screen, its
 * bars cut to a few letters. Instead each place lists its busy zones, each zone its permits by start with the
 * window in words, and the free zones in one line. The same data, marks and links as the timeline.
 */
export function BoardAgenda({ board, basePath }: { board: Board; basePath: string }) {
  const numbers = useMemo(() => permitNumbers(board), [board]);
  return (
    <Stack gap="5">
      {board.places.map((place) => {
        const busy = place.zones.filter((zone) => zone.permits.length > 0);
        const free = place.zones.filter((zone) => zone.permits.length === 0);
        return (
          <Stack as="section" key={place.id} aria-label={place.place} gap="3">
            <Heading as="h2" size="md">
              {place.place}
            </Heading>
            {busy.map((zone) => (
              <Stack key={zone.id} role="group" aria-label={`Зона ${zone.region}`} gap="2">
                <Heading as="h3" size="sm">
                  {zone.region}
                </Heading>
                {/* role: a list without bullets is no list to some screen readers (Safari) otherwise. */}
                <Stack as="ul" role="list" gap="2" listStyleType="none">
                  {zone.permits.map((permit) => (
                    <li key={permit.id}>
                      <AgendaItem permit={permit} basePath={basePath} numbers={numbers} names={board.names} />
                    </li>
                  ))}
                </Stack>
              </Stack>
            ))}
            {free.length > 0 && (
              <Text fontSize="sm" color="fg.muted">
                {`${free.length === 1 ? 'Свободна' : 'Свободны'}: ${free.map((zone) => zone.region).join(', ')}`}
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
