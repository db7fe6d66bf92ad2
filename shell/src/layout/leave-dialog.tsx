import { useRef } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { AlertDialogFrame } from '@permit/dev-kit/alert-dialog';

export const LEAVE_TEXTS = {
  title: 'Уйти без сохранения?',
  body: 'Введённое на этой странице не сохранено и пропадёт.',
} as const;

/** The question of services/leave-guard.ts. «Остаться» has the focus: Enter or a stray tap keeps the input. */
export function LeaveDialog({ onAnswer }: { onAnswer: (leave: boolean) => void }) {
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialogFrame
      open
      title={LEAVE_TEXTS.title}
      onClose={() => onAnswer(false)}
      initialFocusEl={() => stay.current}
      footer={
        <>
          <Button ref={stay} variant="outline" onClick={() => onAnswer(false)}>
            Остаться
          </Button>
          <Button colorPalette="red" onClick={() => onAnswer(true)}>
            Уйти без сохранения
          </Button>
        </>
      }
    >
      <Text>{LEAVE_TEXTS.body}</Text>
    </AlertDialogFrame>
  );
}
