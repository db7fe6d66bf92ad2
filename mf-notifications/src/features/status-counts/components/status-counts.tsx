import { Link as RouterLink } from 'react-router-dom';
import { loadable } from '@permit/dev-kit/loadable';
import { OptionalPart, useSession } from '@permit/dev-kit/runtime';
import { HEADER_WIDGETS } from '../../../lib/header-widgets-css';
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
    // Plain elements under prebuilt rules (header-widgets-css.ts): the header is on every page's first screen.
    <div className={HEADER_WIDGETS.counts}>
      <RouterLink to="/">{mine === undefined ? 'Мои задачи' : `Мои задачи: ${mine}`}</RouterLink>
      <OrganizationCounts />
    </div>
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
        <button type="button" {...popover.trigger} className={HEADER_WIDGETS.button}>
          {/* The name comes from the content, so the visible «Статусы» starts it (WCAG 2.5.3, label in name). */}
          Статусы
          <span data-sr-only>{triggerName(loading, total)}</span>
          {!loading && (
            <span data-total aria-hidden>
              {total ?? '—'}
            </span>
          )}
        </button>
      </PopoverLoadNote>
      {popover.wanted && (
        <OptionalPart name="счётчики по статусам" onFailure={popover.reset}>
          <StatusCountsPopover {...popover.part} statusCounts={statusCounts} />
        </OptionalPart>
      )}
    </>
  );
}
