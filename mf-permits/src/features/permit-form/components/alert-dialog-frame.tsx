import type { ReactNode } from 'react';
import { Portal } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';

interface AlertDialogFrameProps {
  open: boolean;
  title: ReactNode;
  /** Escape, a tap beside it or its «Отмена»/«Закрыть» (a `Dialog.ActionTrigger` in `footer`). */
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
}

/** The form's questions and warnings: an alert dialog over the form, full-screen on a phone, as every dialog there. */
export function AlertDialogFrame({ open, title, onClose, children, footer }: AlertDialogFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} role="alertdialog" size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
