import { Button, Text } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { AlertDialogFrame } from '@permit/dev-kit/alert-dialog';

interface ErrorDialogProps {
  title: string;
  message: string | null;
  onClose: () => void;
}

/** An upload error is shown in a modal, over the form that stays as it was. */
export function ErrorDialog({ title, message, onClose }: ErrorDialogProps) {
  return (
    <AlertDialogFrame
      open={message !== null}
      title={title}
      onClose={onClose}
      footer={
        <Dialog.ActionTrigger asChild>
          <Button>Закрыть</Button>
        </Dialog.ActionTrigger>
      }
    >
      <Text>{message}</Text>
    </AlertDialogFrame>
  );
}
