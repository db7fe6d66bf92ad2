import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ND_STATUS_LABELS, boardName, type BoardPermit } from '@permit/shared-contracts';
import { formatDateTime } from '../../../lib/format-date-time';
import { conflictNumbers, permitNumber } from '../model/board-timeline';
import { ConflictIcon, EndingIcon } from './board-icons';
import { permitLook } from './board-permit-look';

export const LANE_HEIGHT_PX = 52;
/** A finger's width: a bar is never narrower, however short its permit (its true span is filled inside). */
export const BAR_LEAST_WIDTH_PX = 44;

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

/** The bar's two lines: its number and type, then its executor and organization. */
export function barLines(permit: BoardPermit, names: readonly string[]): { title: string; people: string } {
  return {
    title: `№ ${permitNumber(permit)} · ${boardName(names, permit.type) ?? '—'}`,
    people: [boardName(names, permit.executor), boardName(names, permit.organization)].filter(Boolean).join(' · '),
  };
}

/**
 * Everything the bar says, for a screen reader and a tooltip: the bar itself has room for less. Its visible words
 * come first and in their order, so that voice control finds the bar by what it shows (WCAG 2.5.3).
 */
export function barLabel(permit: BoardPermit, numbers: Map<number, string>, names: readonly string[]): string {
  const conflict = permit.conflictWith.length > 0;
  const { title, people } = barLines(permit, names);
  return [
    conflict && 'Конфликт',
    permit.endingSoon && '< 24 ч',
    title,
    people,
    ND_STATUS_LABELS[permit.status],
    `${formatDateTime(permit.datetimeStart)} — ${formatDateTime(permit.datetimeEnd)}`,
    // The visible «Конфликт» opens the name (voice control needs it); the detail here does not say it again.
    conflict && `пересекается в зоне с ${conflictNumbers(permit, numbers)}`,
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
  const { title, people } = barLines(permit, names);
  const conflict = permit.conflictWith.length > 0;
  const { bg, ...look } = permitLook(permit.status, conflict);
  const content = (
    <>
      {/* The permit's true span, in per cent of the row (the row is a size container): a short permit's bar is
          wider than its span, so that a finger can tap it, and only this part is filled. */}
      <Box
        as="span"
        aria-hidden
        data-span=""
        position="absolute"
        top="0"
        bottom="0"
        left="0"
        bg={bg}
        // Without container units (Chrome before 105) the whole bar is filled, as before the least width.
        css={{ width: '100%', '@supports (width: 1cqi)': { width: `max(0px, calc(${width}cqi - 4px))` } }}
      />
      {/* In a narrow bar the marks' words give way first, down to their icons; the number gets what is left. */}
      <HStack gap="1" minW="0" position="relative">
        {conflict && (
          <HStack as="span" gap="0.5" color="fg.error" fontWeight="semibold" minW="1em" flexShrink={100}>
            <ConflictIcon />
            <Text as="span" truncate>
              Конфликт
            </Text>
          </HStack>
        )}
        {/* Whitespace the flex row does not draw: the words stay apart in the text read from the bar. */}
        {conflict && ' '}
        {permit.endingSoon && (
          <HStack as="span" gap="0.5" color="fg.warning" fontWeight="semibold" minW="1em" flexShrink={100}>
            <EndingIcon />
            <Text as="span" truncate>
              &lt; 24 ч
            </Text>
          </HStack>
        )}
        {permit.endingSoon && ' '}
        <Text as="span" truncate fontWeight="medium">
          {title}
        </Text>
      </HStack>
      {/* Between the lines, for the text read from the bar (voice control matches it against the name); not drawn. */}{' '}
      <Text as="span" display="block" position="relative" truncate color="fg.muted">
        {people}
      </Text>
    </>
  );
  const box = {
    position: 'absolute',
    left: `${left}%`,
    width: `max(${width}%, ${BAR_LEAST_WIDTH_PX}px)`,
    top: `${lane * LANE_HEIGHT_PX + 2}px`,
    height: `${LANE_HEIGHT_PX - 4}px`,
    px: '1.5',
    py: '0.5',
    fontSize: 'xs',
    lineHeight: '1.4',
    overflow: 'hidden',
    rounded: 'sm',
    ...look,
    bg: 'bg',
    title: label,
  } as const;
  if (permit.sameOrganization) {
    return (
      <Link asChild {...box} display="block" textDecoration="none" _hover={{ '& > [data-span]': { bg: 'colorPalette.muted' } }} focusRing="outside">
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
