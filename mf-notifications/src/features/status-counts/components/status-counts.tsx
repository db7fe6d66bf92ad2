import { Badge, Button, HStack, Link, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { loadable } from '@permit/dev-kit/loadable';
import { OptionalPart, useSession } from '@permit/dev-kit/runtime';
import { useLazyPopover } from '../../../lib/lazy-popover';
import { PopoverLoadNote } from '../../../lib/popover-load-note';
import { useMyTaskCount } from '../api/use-my-task-count';
import { useStatusCounts } from '../api/use-status-counts';

// Chakra's popover machinery is a large part of the header's code and is needed only once «Статусы» is opened.
const StatusCountsPopover = loadable(() => import('./status-counts-popover').then((m) => m.StatusCountsPopover), null);

/**
 * Header slot 'header.statusCounts': the user's own «Мои задачи: N» (a link to the home page, where they
 * are listed) beside the organization's counts, on one line short enough for a phone's header.
 */
export function StatusCounts() {
  const { authorized } = useSession();
  const mine = useMyTaskCount();
  if (!authorized) return null;
  return (
    <HStack gap="2" wrap="nowrap" whiteSpace="nowrap">
      <Link asChild fontSize="sm" color="blue.700" minH={{ base: '11', lg: 'auto' }}>
        <RouterLink to="/">{mine === undefined ? 'Мои задачи' : `Мои задачи: ${mine}`}</RouterLink>
      </Link>
      <OrganizationCounts />
    </HStack>
  );
}

/** The trigger's hidden words after «Статусы»: a total only when one is known, never a made-up 0. */
function triggerName(loading: boolean, total: number | undefined): string {
  if (loading) return ' наряд-допусков';
  if (total === undefined) return ' наряд-допусков: счётчики не загрузились';
  return ` наряд-допусков, всего: ${total}`;
}

/**
 * Twelve counters do not fit a header, so a compact «Статусы» button with the organization's total opens
 * the per-status list, each entry linking to its status list.
 */
function OrganizationCounts() {
  const statusCounts = useStatusCounts();
  const popover = useLazyPopover(StatusCountsPopover);
  const { total, loading } = statusCounts;

  return (
    <>
      <PopoverLoadNote failed={popover.failed}>
        <Button {...popover.trigger} variant="ghost" size="sm">
          {/* The name comes from the content, so the visible «Статусы» starts it (WCAG 2.5.3, label in name). */}
          Статусы
          <VisuallyHidden>{triggerName(loading, total)}</VisuallyHidden>
          {!loading && (
            <Badge variant="subtle" aria-hidden>
              {total ?? '—'}
            </Badge>
          )}
        </Button>
      </PopoverLoadNote>
      {popover.wanted && (
        <OptionalPart name="счётчики по статусам" onFailure={popover.reset}>
          <StatusCountsPopover {...popover.part} statusCounts={statusCounts} />
        </OptionalPart>
      )}
    </>
  );
}
