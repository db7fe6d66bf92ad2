import { formatFileSize, MAX_FILES_PER_PERMIT, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from './uploads';

describe('upload limits and texts', () => {
  it('names sizes the way a person reads them', () => {
    expect(formatFileSize(MAX_UPLOAD_BYTES)).toBe('10 МБ');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 МБ');
    expect(formatFileSize(64 * 1024)).toBe('64 КБ');
  });

  it('says the limit in Russian with the right plural', () => {
    expect(UPLOAD_MESSAGES.fileTooLarge(MAX_UPLOAD_BYTES)).toBe('Файл слишком большой: допускается не более 10 МБ');
    expect(UPLOAD_MESSAGES.tooManyFiles()).toBe(`К наряд-допуску можно приложить не более ${MAX_FILES_PER_PERMIT} файлов`);
    expect(UPLOAD_MESSAGES.tooManyFiles(21)).toBe('К наряд-допуску можно приложить не более 21 файл');
    expect(UPLOAD_MESSAGES.tooManyFiles(3)).toBe('К наряд-допуску можно приложить не более 3 файла');
    expect(UPLOAD_MESSAGES.tooManyFiles(12)).toBe('К наряд-допуску можно приложить не более 12 файлов');
  });
});
