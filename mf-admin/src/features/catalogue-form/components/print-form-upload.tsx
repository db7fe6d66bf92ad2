import { useState } from 'react';
import { Alert, Button, Field, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ERROR_TEXTS, type CatalogueDefinition } from '@permit/shared-contracts';
import { FilePicker, useServices } from '@permit/dev-kit/runtime';
import { apiErrorText } from '../../../lib/api-error';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { readPath } from '../../catalogue-list/utils/read-path';
import { downloadPrintForm } from '../api/download-print-form';
import { useUploadPrintForm } from '../api/use-upload-print-form';

interface PrintFormUploadProps {
  definition: CatalogueDefinition;
  id: number;
  item: unknown;
}

/** A permit type's print form: a file sent on its own call, so it needs a saved type (the edit form). */
export function PrintFormUpload({ definition, id, item }: PrintFormUploadProps) {
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadPrintForm(definition, id);
  const printform = readPath(item, 'printform');
  const current = typeof printform === 'string' && printform ? printform : null;
  // The type keeps one form and the old file is gone once replaced, so a replacement is asked for first.
  const [confirming, setConfirming] = useState(false);
  const onUpload = () => {
    if (!file) return;
    if (current) setConfirming(true);
    else upload.mutate(file);
  };
  const confirmReplace = () => {
    setConfirming(false);
    if (file) upload.mutate(file);
  };
  const { api } = useServices();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const onDownload = async (name: string) => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadPrintForm(api, id, name);
    } catch (error) {
      setDownloadError(apiErrorText(error, 'Не удалось скачать печатную форму'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack as="section" gap="3" maxW="2xl" aria-labelledby="print-form-heading" borderTopWidth="1px" pt="4">
      <Heading as="h2" size="md" id="print-form-heading">
        Печатная форма
      </Heading>
      <HStack gap="3" wrap="wrap">
        <Text>Текущая: {current ?? 'не загружена'}</Text>
        {current && (
          <Button size="xs" variant="outline" aria-label={`Скачать ${current}`} loading={downloading} onClick={() => void onDownload(current)}>
            Скачать
          </Button>
        )}
      </HStack>
      {downloadError && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {downloadError}
        </Text>
      )}
      <Field.Root>
        <Field.Label>Файл печатной формы</Field.Label>
        <FilePicker chosen={file?.name ?? ''} onPick={(files) => setFile(files[0] ?? null)} />
      </Field.Root>
      <HStack>
        <Button variant="outline" disabled={!file} loading={upload.isPending} onClick={onUpload}>
          Загрузить
        </Button>
      </HStack>
      {upload.isSuccess && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>Печатная форма загружена</Alert.Title>
        </Alert.Root>
      )}
      {upload.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{apiErrorText(upload.error, ERROR_TEXTS.uploadFailed)}</Alert.Title>
        </Alert.Root>
      )}
      <ConfirmDialog
        open={confirming && current !== null && file !== null}
        title="Заменить печатную форму?"
        confirmLabel="Заменить"
        onConfirm={confirmReplace}
        onClose={() => setConfirming(false)}
      >
        <Text>
          Текущая печатная форма «{current}» будет заменена файлом «{file?.name}». Прежний файл восстановить будет нельзя.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
