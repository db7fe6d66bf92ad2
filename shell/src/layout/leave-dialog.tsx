import { useRef } from 'react';
import { Button, Portal, Text } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';

export const LEAVE_TEXTS = {
  title: 'Уйти без сохранения?',
  body: 'Введённое на этой странице не сохранено и пропадёт.',
} as const;

/** The question of services/leave-guard.ts. «Остаться» has the focus: Enter or a stray tap keeps the input. */
export function LeaveDialog({ onAnswer }: { onAnswer: (leave: boolean) => void }) {
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onAnswer(false)}
      role="alertdialog"
      size={{ base: 'full', md: 'md' }}
      initialFocusEl={() => stay.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{LEAVE_TEXTS.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{LEAVE_TEXTS.body}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={stay} variant="outline" onClick={() => onAnswer(false)}>
                Остаться
              </Button>
              <Button colorPalette="red" onClick={() => onAnswer(true)}>
                Уйти без сохранения
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
