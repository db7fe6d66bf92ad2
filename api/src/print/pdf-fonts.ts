import { readFileSync } from 'node:fs';

/**
 * PT Sans (regular and bold) from the @expo-google-fonts/pt-sans package: a TrueType font with full
 * Cyrillic, which pdfkit embeds as a subset. The 14 standard PDF fonts have no Cyrillic at all.
 */
const FILES = {
  regular: '@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf',
  bold: '@expo-google-fonts/pt-sans/700Bold/PTSans_700Bold.ttf',
} as const;

export type FontName = keyof typeof FILES;
export type FontSet = Record<FontName, Buffer>;

let cached: FontSet | null = null;

/** Read once per process (about 0.5 MB), so a print costs no disk reads after the first. */
export function loadFonts(): FontSet {
  cached ??= {
    regular: readFileSync(require.resolve(FILES.regular)),
    bold: readFileSync(require.resolve(FILES.bold)),
  };
  return cached;
}
