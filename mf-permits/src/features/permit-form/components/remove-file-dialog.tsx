import { Button, Portal, Text } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';

interface RemoveFileDialogProps {
  /** The file asked about; null: closed. */
  file: { id: number; name: string } | null;
  onConfirm: (fileId: number) => void;
  onCancel: () => void;
}

/**
 * An attached file is removed on the server at once and for good, whether or not the form is then saved:
 * the user confirms it first.
 */
export function RemoveFileDialog({ file, onConfirm, onCancel }: RemoveFileDialogProps) {
  return (
    <Dialog.Root open={file !== null} onOpenChange={(details) => !details.open && onCancel()} role="alertdialog" size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Удалить файл «{file?.name}»?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>Файл будет удалён из наряд-допуска сразу, даже если не сохранять изменения. Отменить это нельзя.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Отмена</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={() => file && onConfirm(file.id)}>
                Удалить
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
