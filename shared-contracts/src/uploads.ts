/**
 * Attached files: the limits the server enforces and the Russian texts it answers with when one is
 * exceeded (the permit form shows the server's text in its upload error modal).
 */

/** Default largest file, in bytes (the API's FILE_LIMIT_BYTES may set another; its answers name the real one). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Most files attached to one permit. */
export const MAX_FILES_PER_PERMIT = 20;

/** 10485760 → '10 МБ', 1572864 → '1,5 МБ', 65536 → '64 КБ'. */
export function formatFileSize(bytes: number): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'МБ'] : [bytes / 1024, 'КБ'];
  const rounded = Math.round(value * 10) / 10;
  return `${String(rounded).replace('.', ',')} ${unit}`;
}

/** 1 файл, 2 файла, 5 файлов, 21 файл. */
function files(count: number): string {
  const mod10 = count % 10;
  const mod100 = count % 100;
  if (mod10 === 1 && mod100 !== 11) return `${count} файл`;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return `${count} файла`;
  return `${count} файлов`;
}

export const UPLOAD_MESSAGES = {
  fileTooLarge: (maxBytes: number) => `Файл слишком большой: допускается не более ${formatFileSize(maxBytes)}`,
  tooManyFiles: (max: number = MAX_FILES_PER_PERMIT) => `К наряд-допуску можно приложить не более ${files(max)}`,
  oneFilePerRequest: 'За один запрос загружается один файл',
} as const;
