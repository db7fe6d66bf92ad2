import { Box, Button, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Notification } from '@permit/shared-contracts';
import { formatNotificationDate } from '../utils/notification-date';

interface NotificationItemProps {
  notification: Notification;
  onMarkRead: (id: number) => void;
  pending: boolean;
}

/** One line of a permit's group; the link to the permit is the group's. */
export function NotificationItem({ notification, onMarkRead, pending }: NotificationItemProps) {
  const { id, date, message, readed } = notification;
  return (
    <Box as="li" py="1" opacity={readed ? 0.65 : 1}>
      <HStack justify="space-between" align="start" gap="2">
        <Box>
          <Text fontSize="xs" color="fg.muted">
            <time dateTime={date.replace(' ', 'T')}>{formatNotificationDate(date)}</time>
          </Text>
          <Text fontWeight={readed ? 'normal' : 'semibold'}>
            {!readed && <VisuallyHidden>Новое: </VisuallyHidden>}
            {message}
          </Text>
        </Box>
        {!readed && (
          <Button size="xs" variant="outline" loading={pending} onClick={() => onMarkRead(id)}>
            Прочитано
          </Button>
        )}
      </HStack>
    </Box>
  );
}
