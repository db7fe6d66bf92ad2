import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { NotificationGroup as Group } from '../utils/group-by-permit';
import { NotificationItem } from './notification-item';

interface NotificationGroupProps {
  group: Group;
  pendingId: number | null;
  onMarkRead: (id: number) => void;
  /** Opening the permit: its notifications become read and the popover closes. */
  onOpenPermit: (ndId: number) => void;
}

/** One permit's notifications under a link to it, newest first. */
export function NotificationGroup({ group, pendingId, onMarkRead, onOpenPermit }: NotificationGroupProps) {
  const { ndId, items, unread } = group;
  const title = ndId === null ? null : `Наряд-допуск № ${ndId}`;
  return (
    <Box as="li" py="2" borderBottomWidth="1px">
      {ndId !== null && (
        <HStack justify="space-between">
          <Link asChild colorPalette="blue" fontSize="sm" fontWeight="semibold" minH={{ base: '11', lg: 'auto' }}>
            <RouterLink to={`/nd/show/${ndId}`} onClick={() => onOpenPermit(ndId)}>
              {title}
            </RouterLink>
          </Link>
          {unread > 0 && (
            <Text fontSize="xs" color="fg.muted">
              новых: {unread}
            </Text>
          )}
        </HStack>
      )}
      <Box as="ul" listStyleType="none" aria-label={title ? `Уведомления: ${title}` : 'Уведомление'}>
        {items.map((item) => (
          <NotificationItem key={item.id} notification={item} pending={pendingId === item.id} onMarkRead={onMarkRead} />
        ))}
      </Box>
    </Box>
  );
}
