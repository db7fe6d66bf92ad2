import type { Notification } from '@permit/shared-contracts';

export interface NotificationGroup {
  /** The permit the group is about; null for a notification about no permit (each is a group of its own). */
  ndId: number | null;
  /** Newest first. */
  items: Notification[];
  unread: number;
}

/**
 * Newest first: by date ("YYYY-MM-DD HH:mm:ss" sorts as text, so plain comparison, not a locale's collation),
 * then by id for notifications of the same second.
 */
const newestFirst = (a: Notification, b: Notification) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1);

/**
 * The bell's list: one group per permit, the group with the newest notification first, and inside a group the
 * newest first. A permit moved five times is one entry with five lines, not five entries scattered in time.
 */
export function groupByPermit(notifications: readonly Notification[]): NotificationGroup[] {
  const groups: NotificationGroup[] = [];
  const byNd = new Map<number, NotificationGroup>();
  for (const item of [...notifications].sort(newestFirst)) {
    let group = item.nd_id === null ? undefined : byNd.get(item.nd_id);
    if (!group) {
      group = { ndId: item.nd_id, items: [], unread: 0 };
      groups.push(group);
      if (item.nd_id !== null) byNd.set(item.nd_id, group);
    }
    group.items.push(item);
    if (!item.readed) group.unread += 1;
  }
  return groups;
}
