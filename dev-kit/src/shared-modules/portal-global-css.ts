import { defineGlobalStyles, type SystemStyleObject } from '@chakra-ui/react/styled-system';
import { globalCss, semanticTokens } from '@chakra-ui/react/theme';

const { '*': everyElement = {}, html = {}, ...others } = globalCss;

/** The entries of a style object whose keys pass `keep`. */
const pick = (styles: SystemStyleObject, keep: (key: string) => boolean): SystemStyleObject =>
  Object.fromEntries(Object.entries(styles).filter(([key]) => keep(key)));

/** The theme's colour palettes: the semantic colour groups that have a `solid` shade (gray, red, … cyan). */
export const THEME_PALETTES: string[] = Object.entries(semanticTokens.colors ?? {})
  .filter(([, value]) => typeof value === 'object' && value !== null && 'solid' in value)
  .map(([name]) => name);

/**
 * `data-palette="blue"` gives an element and its descendants the palette's `colorPalette.*` values, as Chakra's
 * `colorPalette` style prop does. Plain elements styled by one rule set for a whole table or list (the permit
 * rows, cards and badges) take their colours this way from the theme's prebuilt stylesheet; each such rule set
 * used to carry its own palette rules, about 12 KB of CSS resolved and compiled on every list load
 * (docs/performance.md «Повторные рендеры списка»).
 */
const paletteRules = Object.fromEntries(THEME_PALETTES.map((palette) => [`[data-palette=${palette}]`, { colorPalette: palette }]));

/**
 * Chakra's global styles, with the data-palette rules above and no custom property declared on every element. Its
 * `*` rule gave each element some thirty: defaults for the ring and filter utilities (`ring…`, `filter="auto"`, `backdropFilter="auto"`), which
 * the portal does not use (portal-global-css.test.ts keeps it so), and the three `--global-*` values its reset
 * reads. An element declaring custom properties resolves a set of its own rather than sharing its parent's: a
 * page-wide style recalculation took about 15% longer with them (docs/performance.md). The `--global-*` values
 * are inherited, so html declares them once.
 */
export const portalGlobalCss = defineGlobalStyles({
  ...others,
  ...paletteRules,
  '*': pick(everyElement, (key) => !key.startsWith('--')),
  html: { ...html, ...pick(everyElement, (key) => key.startsWith('--global-')) },
});
