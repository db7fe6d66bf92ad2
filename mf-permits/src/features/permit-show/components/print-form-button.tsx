import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { failureText, useServices } from '@permit/dev-kit/runtime';
import { downloadPrintForm } from '../api/download-file';

const FAILED = 'Не удалось скачать бланк';

interface PrintFormButtonProps {
  typeId: number;
  /** The form's file name as the type keeps it. */
  name: string;
}

/** «Бланк вида»: the print form an admin uploaded for the permit's type, downloaded under its own name. */
export function PrintFormButton({ typeId, name }: PrintFormButtonProps) {
  const { api } = useServices();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onDownload = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadPrintForm(api, typeId, name);
    } catch (e) {
      setError(failureText(e) ?? FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="1" align="flex-end">
      <Button size="sm" variant="outline" colorPalette="blue" title={name} loading={busy} onClick={() => void onDownload()}>
        Бланк вида
      </Button>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
