import { mkdtempSync, readdirSync, rmSync, type Dirent } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFileStore, type FileStore } from '../files/file-store';

/**
 * One file store per test file, in a temp folder of its own (jest loads this module once per test file),
 * beside the file's one database: apps built on that database see the same files, as replicas do.
 * closeTestDb() removes the folder.
 */
let current: FileStore | undefined;

export function testFileStore(): FileStore {
  current ??= createFileStore(mkdtempSync(path.join(os.tmpdir(), 'permit-files-')));
  return current;
}

export function removeTestFileStore(): void {
  if (current) rmSync(current.root, { recursive: true, force: true });
  current = undefined;
}

/** Every file in the test file's store (relative paths; `tmp/…` are unfinished uploads), sorted. */
export function filesOnDisk(): string[] {
  if (!current) return [];
  const root = current.root;
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
