import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createFileStore, FileMissingError, FileTooLargeError, prepareFileStore, type FileStore } from './file-store';

let root: string;
let store: FileStore;
const everything = () => (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.includes('.') || /[0-9a-f]{32}$/.test(f)).sort();
const chunks = (...parts: string[]) => Readable.from(parts.map((p) => Buffer.from(p)));

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'file-store-test-'));
  store = createFileStore(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('file store', () => {
  it('stages into a temp file, places it under its key, reads it back and removes it', async () => {
    const staged = await store.stage(chunks('На', 'ряд'), 100);
    expect(staged.size).toBe(Buffer.byteLength('Наряд'));
    expect(staged.key).toMatch(/^[0-9a-f]{32}$/);
    expect(everything()).toEqual([path.join('tmp', `${staged.key}.part`)]);
    await staged.place();
    const placed = path.join(staged.key.slice(0, 2), staged.key);
    expect(everything()).toEqual([placed]);
    expect(readFileSync(path.join(root, placed), 'utf8')).toBe('Наряд');
    const { stream, size } = await store.open(staged.key);
    expect(size).toBe(staged.size);
    expect(Buffer.concat(await stream.toArray()).toString('utf8')).toBe('Наряд');
    await store.remove([staged.key]);
    await store.remove([staged.key]);
    expect(everything()).toEqual([]);
    await expect(store.open(staged.key)).rejects.toBeInstanceOf(FileMissingError);
  });

  it('refuses a body past the cap while it streams and leaves nothing', async () => {
    await expect(store.stage(chunks('12345', '6'), 5)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(everything()).toEqual([]);
    const exact = await store.stage(chunks('12', '345'), 5);
    expect(exact.size).toBe(5);
  });

  it('discard removes the file before and after it is placed', async () => {
    const a = await store.stage(chunks('a'), 10);
    await a.discard();
    const b = await store.stage(chunks('b'), 10);
    await b.place();
    await b.discard();
    expect(everything()).toEqual([]);
  });

  it('a failing source leaves no temp file', async () => {
    const broken = new Readable({
      read() {
        this.destroy(new Error('обрыв'));
      },
    });
    await expect(store.stage(broken, 10)).rejects.toThrow('обрыв');
    expect(everything()).toEqual([]);
  });

  it('never turns a key that it did not make into a path', async () => {
    for (const key of ['../../etc/passwd', '..', 'ABCDEF0123456789ABCDEF0123456789', `${'a'.repeat(32)}/../x`]) {
      await expect(store.open(key)).rejects.toBeInstanceOf(FileMissingError);
    }
    await store.remove(['../../etc/passwd']);
  });

  it('prepareFileStore creates the folder and refuses one it cannot write', async () => {
    const nested = path.join(root, 'a', 'b');
    await prepareFileStore(nested);
    expect(readdirSync(nested)).toEqual(['tmp']);
    // A file where a folder should be: refused at start, not at the first upload.
    writeFileSync(path.join(root, 'plain.txt'), 'x');
    await expect(prepareFileStore(path.join(root, 'plain.txt', 'files'))).rejects.toThrow(/ENOTDIR|EEXIST/);
  });
});
