import { defineGlobalStyles, type SystemStyleObject } from '@chakra-ui/react/styled-system';
import { globalCss } from '@chakra-ui/react/theme';

const { '*': everyElement = {}, html = {}, ...others } = globalCss;

/** The entries of a style object whose keys pass `keep`. */
const pick = (styles: SystemStyleObject, keep: (key: string) => boolean): SystemStyleObject =>
  Object.fromEntries(Object.entries(styles).filter(([key]) => keep(key)));

/**
 * Chakra's global styles with no custom property declared on every element. Its `*` rule gave each element some
 * thirty: defaults for the ring and filter utilities (`ring…`, `filter="auto"`, `backdropFilter="auto"`), which
 * the portal does not use (portal-global-css.test.ts keeps it so), and the three `--global-*` values its reset
 * reads. An element declaring custom properties resolves a set of its own rather than sharing its parent's: a
 * page-wide style recalculation took about 15% longer with them (docs/performance.md). The `--global-*` values
 * are inherited, so html declares them once.
 */
export const portalGlobalCss = defineGlobalStyles({
  ...others,
  '*': pick(everyElement, (key) => !key.startsWith('--')),
  html: { ...html, ...pick(everyElement, (key) => key.startsWith('--global-')) },
});
