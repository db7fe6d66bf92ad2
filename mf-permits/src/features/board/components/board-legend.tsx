import { Box, HStack, Text } from '@chakra-ui/react';
import { BOARD_STATUSES, ND_STATUS_LABELS } from '@permit/shared-contracts';
import { STATUS_PALETTE } from '../../../lib/status-palette';
import { ConflictIcon, EndingIcon } from './board-icons';

/** What the colours and marks mean; each item says it in words. */
export function BoardLegend() {
  return (
    <Box as="section" aria-label="Условные обозначения" fontSize="sm">
      <HStack as="ul" gap="3" wrap="wrap" listStyleType="none">
        {BOARD_STATUSES.map((status) => (
          <HStack as="li" key={status} gap="1">
            <Box
              aria-hidden
              w="4"
              h="3"
              rounded="xs"
              colorPalette={STATUS_PALETTE[status]}
              bg="colorPalette.subtle"
              borderLeftWidth="4px"
              borderColor="colorPalette.solid"
            />
            <span>{ND_STATUS_LABELS[status]}</span>
          </HStack>
        ))}
        <HStack as="li" gap="1" color="fg.error">
          <ConflictIcon />
          <span>Конфликт: пересекается в зоне с работой, совмещение с которой запрещено или требует условий</span>
        </HStack>
        <HStack as="li" gap="1" color="fg.warning">
          <EndingIcon />
          <span>&lt; 24 ч: заканчивается в ближайшие 24 часа</span>
        </HStack>
        <HStack as="li" gap="1">
          <Box aria-hidden w="4" h="3" rounded="xs" borderWidth="1px" borderStyle="dashed" borderColor="fg.muted" />
          <Text as="span">Другая организация (без ссылки)</Text>
        </HStack>
      </HStack>
    </Box>
  );
}
