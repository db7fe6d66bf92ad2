import { useState } from 'react';
import { Button, HStack, List, Text } from '@chakra-ui/react';
import { failureText, useServices } from '@permit/dev-kit/runtime';
import type { AddFile } from '@permit/shared-contracts';
import { downloadFile } from '../api/download-file';

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} Б`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} КБ`;
  return `${(bytes / 1024 / 1024).toFixed(1)} МБ`;
}

/** The permit's attached files, each downloadable. */
export function AttachedFiles({ files }: { files: AddFile[] }) {
  const { api } = useServices();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (files.length === 0) return <Text>Файлов нет</Text>;

  const onDownload = async (file: AddFile) => {
    setBusy(file.id);
    setError(null);
    try {
      await downloadFile(api, file);
    } catch (e) {
      setError(failureText(e) ?? 'Не удалось скачать файл');
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <List.Root ps="4" gap="1" aria-label="Приложенные файлы">
        {files.map((file) => (
          <List.Item key={file.id}>
            <HStack gap="3" wrap="wrap">
              <Text>
                {file.name}{' '}
                <Text as="span" color="fg.muted" fontSize="sm">
                  ({sizeText(file.size)})
                </Text>
              </Text>
              <Button
                size="xs"
                variant="outline"
                aria-label={`Скачать ${file.name}`}
                loading={busy === file.id}
                onClick={() => void onDownload(file)}
              >
                Скачать
              </Button>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </>
  );
}
