import { useState } from 'react';
import { Button, Field, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import { FilePicker } from '@permit/dev-kit/runtime';
import { Progress } from '@chakra-ui/react/progress';
import type { FilesDraft } from '../model/use-files-draft';
import { ErrorDialog } from './error-dialog';
import { LinksEditor } from './links-editor';
import { RemoveFileDialog } from './remove-file-dialog';

const STATE_TEXT = { waiting: 'ожидает сохранения', uploading: 'загружается', done: 'загружен', failed: 'ошибка' } as const;

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} КБ` : `${(bytes / 1024 / 1024).toFixed(1)} МБ`;
}

/** Attached files, files waiting for the save (each with its progress bar), and the links list. */
export function FilesBlock({ draft, canRemoveAttached }: { draft: FilesDraft; canRemoveAttached: boolean }) {
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold">
        Файлы и ссылки
      </Fieldset.Legend>
      <Stack gap="4" mt="2">
        {draft.attached.length > 0 && (
          <Stack as="ul" gap="1" listStyleType="none" aria-label="Приложенные файлы">
            {draft.attached.map((file) => (
              <HStack as="li" key={file.id} gap="3">
                <Text>
                  {file.name} ({formatSize(file.size)})
                </Text>
                {canRemoveAttached && (
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRemoving(file)}>
                    Удалить файл «{file.name}»
                  </Button>
                )}
              </HStack>
            ))}
          </Stack>
        )}
        <Field.Root>
          <Field.Label>Приложить файлы</Field.Label>
          <FilePicker multiple onPick={(files) => draft.add(files)} />
          <Field.HelperText>Файлы загрузятся после сохранения наряд-допуска</Field.HelperText>
        </Field.Root>
        {draft.pending.length > 0 && (
          <Stack as="ul" gap="2" listStyleType="none" aria-label="Новые файлы">
            {draft.pending.map((item) => (
              <Stack as="li" key={item.key} gap="1">
                <HStack gap="3">
                  <Text>
                    {item.file.name} — {STATE_TEXT[item.state]}
                  </Text>
                  {item.state === 'waiting' && (
                    <Button size="xs" variant="ghost" onClick={() => draft.drop(item.key)}>
                      Убрать «{item.file.name}»
                    </Button>
                  )}
                </HStack>
                <Progress.Root size="sm" value={Math.round(item.progress * 100)} max={100}>
                  {/* The track carries role progressbar; its own label would be just the percentage. */}
                  <Progress.Track aria-label={`Загрузка «${item.file.name}»`}>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              </Stack>
            ))}
          </Stack>
        )}
        <LinksEditor links={draft.links} onChange={draft.setLinks} />
      </Stack>
      <RemoveFileDialog
        file={removing}
        onCancel={() => setRemoving(null)}
        onConfirm={(fileId) => {
          setRemoving(null);
          void draft.removeAttached(fileId);
        }}
      />
      <ErrorDialog title="Ошибка загрузки файла" message={draft.error} onClose={draft.clearError} />
    </Fieldset.Root>
  );
}
