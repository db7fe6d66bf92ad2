import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

/**
 * A header button with, while `failed`, a short note under it that its popover did not load. Without it a click
 * on a weak signal would seem to do nothing; the note is an alert, so a screen reader says it too.
 */
export function PopoverLoadNote({ failed, children }: { failed: boolean; children: ReactNode }) {
  return (
    <Box position="relative" display="inline-flex">
      {children}
      {failed && (
        <Box
          role="alert"
          position="absolute"
          top="100%"
          insetEnd="0"
          mt="1"
          zIndex="popover"
          bg="bg"
          color="red.700"
          borderWidth="1px"
          borderColor="red.300"
          rounded="md"
          shadow="md"
          px="3"
          py="2"
          fontSize="sm"
          // Wraps on a phone: the header's buttons sit near its middle, and the note grows leftwards from them.
          w="max-content"
          maxW="calc(100vw - 2rem)"
        >
          Не удалось загрузить. Проверьте связь и нажмите ещё раз.
        </Box>
      )}
    </Box>
  );
}
