import { contentDisposition, safeContentType, safeFileName } from './multipart';

describe('safeFileName', () => {
  it('keeps any alphabet and removes what could mislead or escape', () => {
    expect(safeFileName('Наряд-допуск №12 «Цех 3».docx')).toBe('Наряд-допуск №12 «Цех 3».docx');
    expect(safeFileName('a/b\\c.txt')).toBe('c.txt');
    expect(safeFileName('\u0000\u001f\u007fname.txt')).toBe('name.txt');
    expect(safeFileName('zero\u200Bwidth\uFEFF.txt')).toBe('zerowidth.txt');
    expect(safeFileName('evil\u202Egpj.exe')).toBe('evilgpj.exe');
    expect(safeFileName(' . .hidden')).toBe('hidden');
    expect(safeFileName('trailing. . ')).toBe('trailing');
    expect(safeFileName('')).toBe('file');
    expect(safeFileName('..')).toBe('file');
    // NFC: a decomposed «й» is stored composed.
    expect(safeFileName('и\u0306.txt')).toBe('й.txt');
  });

  it('cuts at 255 characters without splitting one', () => {
    expect(Array.from(safeFileName('я'.repeat(300)))).toHaveLength(255);
    const emoji = safeFileName(`${'x'.repeat(254)}😀😀`);
    expect(emoji).toBe(`${'x'.repeat(254)}😀`);
  });
});

describe('safeContentType', () => {
  it('passes inert types and turns everything else into octet-stream', () => {
    expect(safeContentType('application/pdf')).toBe('application/pdf');
    expect(safeContentType('Text/Plain; Charset=UTF-8')).toBe('text/plain; charset=utf-8');
    expect(safeContentType('image/png; charset=utf-8')).toBe('image/png');
    expect(safeContentType('application/vnd.oasis.opendocument.text')).toBe('application/vnd.oasis.opendocument.text');
    for (const risky of ['text/html', 'text/html; charset=utf-8', 'image/svg+xml', 'application/xhtml+xml', 'text/xml', 'application/javascript', 'text/javascript', 'multipart/x-mixed-replace', 'application/pdf\r\nx: y', '', 'nonsense']) {
      expect(safeContentType(risky)).toBe('application/octet-stream');
    }
  });
});

describe('contentDisposition', () => {
  it('is always an attachment with an ASCII fallback and an RFC 5987 UTF-8 name', () => {
    expect(contentDisposition('Схема "П-1".txt')).toBe(
      `attachment; filename="_____ __-1_.txt"; filename*=UTF-8''%D0%A1%D1%85%D0%B5%D0%BC%D0%B0%20%22%D0%9F-1%22.txt`,
    );
    expect(contentDisposition("it's (1).txt")).toBe(`attachment; filename="it's (1).txt"; filename*=UTF-8''it%27s%20%281%29.txt`);
  });
});
