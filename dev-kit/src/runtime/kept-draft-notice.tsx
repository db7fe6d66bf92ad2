import { useState } from 'react';
import { Alert, Button, Text } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { AlertDialogFrame } from './alert-dialog-frame';

const pad = (n: number) => String(n).padStart(2, '0');
/** ЧЧ:ММ, and the day before it when it was not today. */
function whenText(at: number, now = new Date()): string {
  const date = new Date(at);
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return date.toDateString() === now.toDateString() ? time : `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${time}`;
}

/** Files are not kept with a draft: which ones to choose again. */
function lostFilesText(names: readonly string[]): string {
  const quoted = names.map((name) => `«${name}»`).join(', ');
  return names.length === 1
    ? `Файл ${quoted}, выбранный до окончания сеанса, не сохранился — выберите его снова.`
    : `Файлы, выбранные до окончания сеанса, не сохранились — выберите их снова: ${quoted}.`;
}

interface KeptDraftNoticeProps {
  /** When the session ended over the input (KeptDraft.at). */
  at: number;
  /** Whether the server has this record (an edit), or «Отбросить» empties a new one. */
  fromServer: boolean;
  /** Names of files chosen before the session ended: the draft does not keep files, so they are to be chosen again. */
  lostFiles?: readonly string[];
  onDiscard: () => void;
}

/**
 * Says that the form starts from input kept when the session ended (kept-draft.ts), so nobody sends it unread;
 * «Отбросить» returns to the record as the server has it (an empty form for a new one), after a question: the
 * input cannot come back. Its own entry (`@permit/dev-kit/kept-draft-notice`), like the alert dialog it opens, so
 * that Chakra's dialog loads with a form's code, not with every screen of a remote.
 */
export function KeptDraftNotice({ at, fromServer, lostFiles = [], onDiscard }: KeptDraftNoticeProps) {
  const [asking, setAsking] = useState(false);
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Восстановлено введённое до окончания сеанса ({whenText(at)})</Alert.Title>
        <Alert.Description>Проверьте поля перед сохранением: они ещё не сохранены.</Alert.Description>
        {lostFiles.length > 0 && <Alert.Description>{lostFilesText(lostFiles)}</Alert.Description>}
      </Alert.Content>
      <Button size="sm" variant="outline" alignSelf="center" onClick={() => setAsking(true)}>
        Отбросить
      </Button>
      <AlertDialogFrame
        open={asking}
        title="Отбросить восстановленное?"
        onClose={() => setAsking(false)}
        footer={
          <>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">Отмена</Button>
            </Dialog.ActionTrigger>
            <Button
              colorPalette="red"
              onClick={() => {
                setAsking(false);
                onDiscard();
              }}
            >
              Отбросить
            </Button>
          </>
        }
      >
        <Text>{fromServer ? 'Форма вернётся к сохранённому на сервере.' : 'Форма станет пустой.'} Введённое до окончания сеанса пропадёт.</Text>
      </AlertDialogFrame>
    </Alert.Root>
  );
}
