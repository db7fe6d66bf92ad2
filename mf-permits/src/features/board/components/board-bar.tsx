import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ND_STATUS_LABELS, boardName, type BoardPermit } from '@permit/shared-contracts';
import { formatDateTime } from '../../../lib/format-date-time';
import { conflictNumbers, permitNumber } from '../model/board-timeline';
import { ConflictIcon, EndingIcon } from './board-icons';
import { permitLook } from './board-permit-look';

export const LANE_HEIGHT_PX = 52;

interface BoardBarProps {
  permit: BoardPermit;
  left: number;
  width: number;
  lane: number;
  basePath: string;
  /** The numbers of the permits it conflicts with, by id (those on the board). */
  numbers: Map<number, string>;
  /** The board's names, which the permit's type, organization and executor refer to. */
  names: readonly string[];
}

/** Everything the bar says, for a screen reader and a tooltip: the bar itself has room for less. */
export function barLabel(permit: BoardPermit, numbers: Map<number, string>, names: readonly string[]): string {
  const conflict = permit.conflictWith.length > 0 && `конфликт с ${conflictNumbers(permit, numbers)}`;
  const executor = boardName(names, permit.executor);
  return [
    `Наряд-допуск № ${permitNumber(permit)}`,
    ND_STATUS_LABELS[permit.status],
    boardName(names, permit.type),
    executor && `исполнитель ${executor}`,
    boardName(names, permit.organization),
    `${formatDateTime(permit.datetimeStart)} — ${formatDateTime(permit.datetimeEnd)}`,
    conflict,
    permit.endingSoon && 'заканчивается в ближайшие 24 часа',
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * One permit on the timeline, coloured by its status (the status is also in its words). The caller's own
 * organization's permits are links (click or Enter opens the permit); another organization's is shown for
 * the shared zone but not linked, as its page would not open.
 */
export function BoardBar({ permit, left, width, lane, basePath, numbers, names }: BoardBarProps) {
  const label = barLabel(permit, numbers, names);
  const conflict = permit.conflictWith.length > 0;
  const content = (
    <>
      <HStack gap="1" minW="0">
        {conflict && (
          <HStack as="span" gap="0.5" color="fg.error" fontWeight="semibold" flexShrink={0}>
            <ConflictIcon />
            <span>Конфликт</span>
          </HStack>
        )}
        {permit.endingSoon && (
          <HStack as="span" gap="0.5" color="fg.warning" fontWeight="semibold" flexShrink={0}>
            <EndingIcon />
            <span>&lt; 24 ч</span>
          </HStack>
        )}
        <Text as="span" truncate fontWeight="medium">
          {`№ ${permitNumber(permit)} · ${boardName(names, permit.type) ?? '—'}`}
        </Text>
      </HStack>
      <Text as="span" display="block" truncate color="fg.muted">
        {[boardName(names, permit.executor), boardName(names, permit.organization)].filter(Boolean).join(' · ')}
      </Text>
    </>
  );
  const box = {
    position: 'absolute',
    left: `${left}%`,
    width: `${width}%`,
    top: `${lane * LANE_HEIGHT_PX + 2}px`,
    height: `${LANE_HEIGHT_PX - 4}px`,
    px: '1.5',
    py: '0.5',
    fontSize: 'xs',
    lineHeight: '1.4',
    overflow: 'hidden',
    rounded: 'sm',
    ...permitLook(permit.status, conflict),
    title: label,
  } as const;
  if (permit.sameOrganization) {
    return (
      <Link asChild {...box} display="block" textDecoration="none" _hover={{ bg: 'colorPalette.muted' }} focusRing="outside">
        <RouterLink to={`${basePath}/show/${permit.id}`} aria-label={label}>
          {content}
        </RouterLink>
      </Link>
    );
  }
  return (
    <Box role="group" aria-label={label} {...box} borderStyle="dashed" opacity={0.9}>
      {content}
    </Box>
  );
}
