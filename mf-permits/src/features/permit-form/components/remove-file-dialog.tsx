import { Button, Text } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { AlertDialogFrame } from '@permit/dev-kit/alert-dialog';

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
    <AlertDialogFrame
      open={file !== null}
      title={`Удалить файл «${file?.name ?? ''}»?`}
      onClose={onCancel}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Отмена</Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="red" onClick={() => file && onConfirm(file.id)}>
            Удалить
          </Button>
        </>
      }
    >
      <Text>Файл будет удалён из наряд-допуска сразу, даже если не сохранять изменения. Отменить это нельзя.</Text>
    </AlertDialogFrame>
  );
}
