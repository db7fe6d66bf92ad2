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
  /** What has the focus when it opens; by default the first button (the safe answer goes first). */
  initialFocusEl?: () => HTMLElement | null;
}

/**
 * A question or warning over the page (a confirmation, a refusal): an alert dialog, full-screen on a phone. The one
 * frame of the shell's and the remotes' questions; its own entry, so that Chakra's dialog loads with a question's code.
 */
export function AlertDialogFrame({ open, title, onClose, children, footer, initialFocusEl }: AlertDialogFrameProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      role="alertdialog"
      size={{ base: 'full', md: 'md' }}
      initialFocusEl={initialFocusEl}
    >
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
