import { useMemo } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Popover } from '@chakra-ui/react/popover';
import { ErrorState, LoadingState } from '@permit/dev-kit/runtime';
import { HeaderPopover } from '../../../lib/header-popover';
import type { LazyPopoverProps } from '../../../lib/lazy-popover';
import { useMarkRead } from '../api/use-mark-read';
import type { useNotifications } from '../api/use-notifications';
import { groupByPermit } from '../utils/group-by-permit';
import { NotificationGroup } from './notification-group';

interface BellPopoverProps extends LazyPopoverProps {
  /** The bell's own query: a second observer here would poll the list a second time. */
  notifications: ReturnType<typeof useNotifications>;
  unread: number;
}

/** The notification list of the bell (notification-bell.tsx), loaded on demand. */
export function BellPopover({ notifications, unread, ...popover }: BellPopoverProps) {
  const markRead = useMarkRead();
  const items = notifications.data ?? [];
  const groups = useMemo(() => groupByPermit(notifications.data ?? []), [notifications.data]);
  const pendingId = markRead.isPending && markRead.variables && 'id' in markRead.variables ? markRead.variables.id : null;

  return (
    <HeaderPopover {...popover} label="Уведомления" width={{ base: 'xs', md: 'sm' }}>
      {/* A div, not a <header>: a second one in the page would be a second banner landmark. */}
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
                  popover.onOpenChange(false);
                }}
              />
            ))}
          </Box>
        )}
      </Popover.Body>
    </HeaderPopover>
  );
}
