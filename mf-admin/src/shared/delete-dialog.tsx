import { Alert, Button, Portal, Text } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { apiErrorText } from './api-error';

interface DeleteDialogProps {
  /** The row's first column, so the admin sees what is about to go. */
  label: string | null;
  /** What else follows from the deletion, when the admin should know it (a SIMOPS pair becomes forbidden). */
  consequence?: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** Deleting cannot be undone, so it always asks first; the dialog stays open to show a refusal. */
export function DeleteDialog({ label, consequence, pending, error, onConfirm, onClose }: DeleteDialogProps) {
  return (
    <Dialog.Root open={label !== null} role="alertdialog" onOpenChange={(details) => !details.open && onClose()} size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Удалить запись?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>«{label}» будет удалена без возможности восстановления.</Text>
              {consequence && <Text mt="2">{consequence}</Text>}
              {error !== null && error !== undefined && (
                <Alert.Root status="error" role="alert" mt="3">
                  <Alert.Indicator />
                  {/* A 409 (the row is in use) carries the server's Russian explanation. */}
                  <Alert.Title>{apiErrorText(error, 'Не удалось удалить запись')}</Alert.Title>
                </Alert.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Отмена
              </Button>
              <Button colorPalette="red" loading={pending} onClick={onConfirm}>
                Удалить
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
