import { Box, Button, HStack, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Notification } from '@permit/shared-contracts';
import { Link as RouterLink } from 'react-router-dom';
import { formatNotificationDate } from '../utils/notification-date';

interface NotificationItemProps {
  notification: Notification;
  onMarkRead: (id: number) => void;
  onOpen: () => void;
  pending: boolean;
}

export function NotificationItem({ notification, onMarkRead, onOpen, pending }: NotificationItemProps) {
  const { id, date, message, readed, nd_id: ndId } = notification;
  return (
    <Box as="li" py="2" borderBottomWidth="1px" opacity={readed ? 0.65 : 1}>
      <Text fontSize="xs" color="fg.muted">
        <time dateTime={date.replace(' ', 'T')}>{formatNotificationDate(date)}</time>
      </Text>
      <Text fontWeight={readed ? 'normal' : 'semibold'}>
        {!readed && <VisuallyHidden>Новое: </VisuallyHidden>}
        {message}
      </Text>
      <HStack justify="space-between" mt="1">
        {ndId !== null ? (
          <Link asChild colorPalette="blue" fontSize="sm">
            <RouterLink to={`/nd/show/${ndId}`} onClick={onOpen}>
              Наряд-допуск № {ndId}
            </RouterLink>
          </Link>
        ) : (
          <span />
        )}
        {!readed && (
          <Button size="xs" variant="outline" loading={pending} onClick={() => onMarkRead(id)}>
            Прочитано
          </Button>
        )}
      </HStack>
    </Box>
  );
}
