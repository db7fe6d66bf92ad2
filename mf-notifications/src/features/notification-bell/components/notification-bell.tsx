import { loadable } from '@permit/dev-kit/loadable';
import { OptionalPart, useSession } from '@permit/dev-kit/runtime';
import { HEADER_WIDGETS } from '../../../lib/header-widgets-css';
import { useLazyPopover } from '../../../lib/lazy-popover';
import { PopoverLoadNote } from '../../../lib/popover-load-note';
import { useNotifications } from '../api/use-notifications';
import { BellIcon } from './bell-icon';

const MAX_BADGE = 99;

// Chakra's popover machinery is a large part of the header's code and is needed only once the bell is opened.
const BellPopover = loadable(() => import('./bell-popover').then((m) => m.BellPopover), null);

/** Header slot 'header.notifications': the bell with the unread count and the list in a popover. */
export function NotificationBell() {
  const { authorized } = useSession();
  const notifications = useNotifications();
  const popover = useLazyPopover(BellPopover, authorized);
  if (!authorized) return null;

  const items = notifications.data ?? [];
  // The list is the signed-in user's own (the server answers only his rows), so the count is his.
  const unread = items.filter((item) => !item.readed).length;

  return (
    <>
      <PopoverLoadNote failed={popover.failed}>
        {/* Plain elements under prebuilt rules (header-widgets-css.ts): the header is on every page's first screen. */}
        <button
          type="button"
          {...popover.trigger}
          className={HEADER_WIDGETS.button}
          aria-label={unread ? `Уведомления, непрочитанных: ${unread}` : 'Уведомления'}
        >
          <BellIcon />
          {unread > 0 && (
            <span data-unread aria-hidden>
              {unread > MAX_BADGE ? `${MAX_BADGE}+` : unread}
            </span>
          )}
        </button>
      </PopoverLoadNote>
      {popover.wanted && (
        <OptionalPart name="уведомления" onFailure={popover.reset}>
          <BellPopover {...popover.part} notifications={notifications} unread={unread} />
        </OptionalPart>
      )}
    </>
  );
}
