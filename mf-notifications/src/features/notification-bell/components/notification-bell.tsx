import { useMemo, useState } from 'react';
import { Badge, Box, Button, Float, HStack, Portal, Text } from '@chakra-ui/react';
import { Popover } from '@chakra-ui/react/popover';
import { ErrorState, LoadingState, useSession } from '@permit/dev-kit/runtime';
import { useMarkRead } from '../api/use-mark-read';
import { useNotifications } from '../api/use-notifications';
import { BellIcon } from './bell-icon';
import { groupByPermit } from '../utils/group-by-permit';
import { NotificationGroup } from './notification-group';

const MAX_BADGE = 99;

/** Header slot 'header.notifications': the bell with the unread count and the list in a popover. */
export function NotificationBell() {
  const { authorized } = useSession();
  const [open, setOpen] = useState(false);
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const groups = useMemo(() => groupByPermit(notifications.data ?? []), [notifications.data]);
  if (!authorized) return null;

  const items = notifications.data ?? [];
  // The list is the signed-in user's own (the server answers only his rows), so the count is his.
  const unread = items.filter((item) => !item.readed).length;
  const pendingId = markRead.isPending && markRead.variables && 'id' in markRead.variables ? markRead.variables.id : null;

  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="sm" position="relative" aria-label={unread ? `Уведомления, непрочитанных: ${unread}` : 'Уведомления'}>
          <BellIcon />
          {unread > 0 && (
            <Float placement="top-end" offset="2">
              <Badge colorPalette="red" variant="solid" size="xs" rounded="full" aria-hidden>
                {unread > MAX_BADGE ? `${MAX_BADGE}+` : unread}
              </Badge>
            </Float>
          )}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* With lazyMount the title is not there when zag looks for it, so the name is given here; the header
              is a div because a second <header> in the page would be a second banner landmark. */}
          <Popover.Content width={{ base: 'xs', md: 'sm' }} aria-label="Уведомления">
            <Popover.Header asChild>
              <HStack justify="space-between">
                <Popover.Title fontWeight="semibold">Уведомления</Popover.Title>
                <Button
                  size="xs"
                  variant="ghost"
                  disabled={unread === 0}
                  loading={markRead.isPending && markRead.variables !== undefined && 'all' in markRead.variables}
                  onClick={() => markRead.mutate({ all: true })}
                >
                  Прочитать все
                </Button>
              </HStack>
            </Popover.Header>
            <Popover.Body maxH="md" overflowY="auto" pt="0">
              {notifications.isPending && <LoadingState label="Загрузка уведомлений…" />}
              {notifications.isError && <ErrorState error={notifications.error} />}
              {markRead.isError && <ErrorState error={markRead.error} title="Не удалось отметить уведомление прочитанным" />}
              {notifications.data && items.length === 0 && (
                <Text py="4" color="fg.muted">
                  Уведомлений нет
                </Text>
              )}
              {items.length > 0 && (
                <Box as="ul" listStyleType="none" aria-label="Список уведомлений">
                  {groups.map((group) => (
                    <NotificationGroup
                      key={group.ndId ?? `n${group.items[0]!.id}`}
                      group={group}
                      pendingId={pendingId}
                      onMarkRead={(id) => markRead.mutate({ id })}
                      onOpenPermit={(ndId) => {
                        if (group.unread > 0) markRead.mutate({ ndId });
                        setOpen(false);
                      }}
                    />
                  ))}
                </Box>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
