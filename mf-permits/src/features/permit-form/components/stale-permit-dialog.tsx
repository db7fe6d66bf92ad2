import { Button, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { AlertDialogFrame } from '@permit/dev-kit/alert-dialog';

interface StalePermitDialogProps {
  /** The server's message (someone else changed the permit since it was opened), or null when closed. */
  message: string | null;
  reloading: boolean;
  onReload: () => void;
  onClose: () => void;
}

/**
 * A save refused with 409: the permit changed since the form was opened. Reloading replaces what was
 * typed with the saved permit, so it is the user's explicit choice, and the dialog says what it costs;
 * closing keeps the form as it is (to copy out what matters) and a later save is refused again.
 */
export function StalePermitDialog({ message, reloading, onReload, onClose }: StalePermitDialogProps) {
  return (
    <AlertDialogFrame
      open={message !== null}
      title="Наряд-допуск изменён"
      onClose={onClose}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" disabled={reloading}>
              Остаться в форме
            </Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="blue" loading={reloading} onClick={onReload}>
            Обновить
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>{message}</Text>
        <Text>
          При обновлении форма покажет сохранённую версию, а ваши несохранённые изменения будут потеряны. Чтобы их не потерять, выберите «Остаться в
          форме», перепишите нужное и затем обновите страницу.
        </Text>
      </Stack>
    </AlertDialogFrame>
  );
}
