import { DOCUMENT_LINK_SEPARATOR, DOCUMENT_SEPARATOR } from '@permit/shared-contracts';

export interface DocumentLink {
  link: string;
  name: string;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A value someone stored without encoding (a bare '%') is still shown rather than lost.
    return text;
  }
}

/** One URL-encoded string of "link---name" entries joined by "-------" (docs/domain.md «Форматы обмена»). */
export function parseDocuments(stored: string): DocumentLink[] {
  const text = decode(stored);
  if (text.trim() === '') return [];
  return text
    .split(DOCUMENT_SEPARATOR)
    .map((entry) => {
      const at = entry.indexOf(DOCUMENT_LINK_SEPARATOR);
      return at < 0
        ? { link: entry.trim(), name: '' }
        : { link: entry.slice(0, at).trim(), name: entry.slice(at + DOCUMENT_LINK_SEPARATOR.length).trim() };
    })
    .filter((doc) => doc.link !== '');
}

/** Rows without a link are dropped; a row without a name is named by its link. */
export function serializeDocuments(docs: DocumentLink[]): string {
  const entries = docs
    .filter((doc) => doc.link.trim() !== '')
    .map((doc) => `${doc.link.trim()}${DOCUMENT_LINK_SEPARATOR}${doc.name.trim() || doc.link.trim()}`);
  return entries.length ? encodeURIComponent(entries.join(DOCUMENT_SEPARATOR)) : '';
}
