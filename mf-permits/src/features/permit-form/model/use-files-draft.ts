import { useCallback, useRef, useState } from 'react';
import { failureText } from '@permit/dev-kit/runtime';
import { ERROR_TEXTS, type AddFile } from '@permit/shared-contracts';
import { useUploadAddFiles } from '../api/use-upload-add-files';
import { usePermitChanged } from '../../../api/permits/permit-changed';
import { parseDocuments, serializeDocuments, type DocumentLink } from '../../../lib/documents';

export interface PendingFile {
  key: number;
  file: File;
  /** 0..1 while uploading. */
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
}

function errorText(error: unknown): string {
  return failureText(error) ?? ERROR_TEXTS.uploadFailed;
}

/**
 * The form's files and links: new files wait until the permit is saved (a new permit has no id before),
 * then go up one by one, each awaited, so the list shows which one failed (the save returns the id: docs/architecture.md «Поведение клиента»).
 */
export function useFilesDraft(initial: { ndId: number | null; addFiles: AddFile[]; documents: string; keptDocuments?: string }) {
  const transport = useUploadAddFiles();
  const permitChanged = usePermitChanged();
  const [attached, setAttached] = useState(initial.addFiles);
  const [pending, setPending] = useState<PendingFile[]>([]);
  // Links kept from a session that ended start the list; what the server has stays `savedDocuments` (model/kept-draft.ts).
  const [links, setLinks] = useState<DocumentLink[]>(() => parseDocuments(initial.keptDocuments ?? initial.documents));
  const [error, setError] = useState<string | null>(null);
  const nextKey = useRef(1);
  const [savedDocuments, setSavedDocuments] = useState(() => serializeDocuments(parseDocuments(initial.documents)));

  const add = (files: File[]) =>
    setPending((list) => [...list, ...files.map((file) => ({ key: nextKey.current++, file, progress: 0, state: 'waiting' as const }))]);
  const drop = (key: number) => setPending((list) => list.filter((p) => p.key !== key));
  const patch = (key: number, change: Partial<PendingFile>) => setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const removeAttached = useCallback(
    async (fileId: number) => {
      if (!initial.ndId) return;
      try {
        setAttached((await transport.remove(initial.ndId, fileId)).addFiles);
        // The file is gone on the server whether or not the form is saved: the permit's other views must not show it.
        void permitChanged(initial.ndId);
      } catch (e) {
        setError(errorText(e));
      }
    },
    [initial.ndId, transport, permitChanged],
  );

  /** Runs after the permit is saved; false when something failed (the error is shown, the user stays). */
  const afterSave = useCallback(
    async (ndId: number): Promise<boolean> => {
      for (const item of pending.filter((p) => p.state !== 'done')) {
        patch(item.key, { state: 'uploading', progress: 0 });
        try {
          const result = await transport.upload(ndId, item.file, (progress) => patch(item.key, { progress }));
          patch(item.key, { state: 'done', progress: 1 });
          setAttached(result.addFiles);
        } catch (e) {
          patch(item.key, { state: 'failed' });
          setError(`«${item.file.name}»: ${errorText(e)}`);
          return false;
        }
      }
      const documents = serializeDocuments(links);
      if (documents !== savedDocuments) {
        try {
          await transport.setDocuments(ndId, documents);
          setSavedDocuments(documents);
        } catch (e) {
          setError(errorText(e));
          return false;
        }
      }
      return true;
    },
    [pending, links, savedDocuments, transport],
  );

  // What a reload or a closed tab would lose: a file not yet uploaded (waiting, on its way or failed), links not sent.
  const notUploaded = pending.filter((p) => p.state !== 'done').map((p) => p.file);
  const unsaved = notUploaded.length > 0 || serializeDocuments(links) !== savedDocuments;
  return { attached, pending, links, setLinks, add, drop, removeAttached, afterSave, unsaved, notUploaded, error, clearError: () => setError(null) };
}

export type FilesDraft = ReturnType<typeof useFilesDraft>;
