import { Button, Portal, Text } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';

interface ErrorDialogProps {
  title: string;
  message: string | null;
  onClose: () => void;
}

/** An upload error is shown in a modal, over the form that stays as it was. */
export function ErrorDialog({ title, message, onClose }: ErrorDialogProps) {
  return (
    <Dialog.Root open={message !== null} onOpenChange={(details) => !details.open && onClose()} role="alertdialog" size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button>Закрыть</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
