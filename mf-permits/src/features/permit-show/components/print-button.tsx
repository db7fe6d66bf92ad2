import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { failureText, useServices } from '@permit/dev-kit/runtime';
import { printPermit } from '../api/print-permit';

const FAILED = 'Не удалось сформировать печатную форму';

/** «Печать»: the server's A4 PDF of the permit, in a new tab (or downloaded when pop-ups are blocked). */
export function PrintButton({ ndId }: { ndId: number }) {
  const { api } = useServices();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onPrint = async () => {
    // Opened within the click, so the browser allows it; filled once the PDF has arrived.
    const tab = window.open('', '_blank');
    setBusy(true);
    setError(null);
    try {
      await printPermit(api, ndId, tab);
    } catch (e) {
      tab?.close();
      setError(failureText(e) ?? FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="1" align="flex-end">
      <Button size="sm" variant="outline" colorPalette="blue" loading={busy} loadingText="Формируется…" onClick={() => void onPrint()}>
        Печать
      </Button>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
