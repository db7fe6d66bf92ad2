import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from './confirm-dialog';

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
    <ConfirmDialog
      open={label !== null}
      title="Удалить запись?"
      confirmLabel="Удалить"
      pending={pending}
      // A 409 (the row is in use) carries the server's Russian explanation.
      error={error}
      errorFallback="Не удалось удалить запись"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Text>«{label}» будет удалена без возможности восстановления.</Text>
      {consequence && <Text mt="2">{consequence}</Text>}
    </ConfirmDialog>
  );
}
