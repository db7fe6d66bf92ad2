import type { ReactNode } from 'react';
import { Alert, Button } from '@chakra-ui/react';
import { AlertDialogFrame } from '@permit/dev-kit/alert-dialog';
import { apiErrorText } from './api-error';

interface ConfirmDialogProps {
  open: boolean;
  /** A question: «Удалить запись?», «Заменить печатную форму?». */
  title: string;
  /** What exactly is about to change, named so the admin recognises it. */
  children: ReactNode;
  confirmLabel: string;
  /** Red for what cannot be taken back. */
  colorPalette?: string;
  pending?: boolean;
  /** A refusal of the confirmed action, shown here so the admin sees why nothing changed. */
  error?: unknown;
  /** Said when the refusal carries no server text of its own. */
  errorFallback?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** The admin's one «are you sure» dialog: an alertdialog with the action's own words on its button and «Отмена». */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  colorPalette = 'red',
  pending = false,
  error,
  errorFallback = 'Не удалось выполнить действие',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <AlertDialogFrame
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Отмена
          </Button>
          <Button colorPalette={colorPalette} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error !== null && error !== undefined && (
        <Alert.Root status="error" role="alert" mt="3">
          <Alert.Indicator />
          <Alert.Title>{apiErrorText(error, errorFallback)}</Alert.Title>
        </Alert.Root>
      )}
    </AlertDialogFrame>
  );
}
