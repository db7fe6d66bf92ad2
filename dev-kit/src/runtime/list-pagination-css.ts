import type { SystemContext } from '@chakra-ui/react/styled-system';
import type { StaticRules } from '../shared-modules/theme-css';

/** The list footer's class name (the total and the pager); its rules are compiled at build time (tooling/static-css-loader.js). */
export const LIST_PAGINATION = 'portal-list-pagination';

/**
 * The pager's look: its buttons are plain elements (with the pagination machine's props: labels, aria-current,
 * disabled ends) under these rules, the theme's own small ghost and outline buttons. As Chakra's Pagination parts
 * and IconButtons they were about fifteen style resolutions and insertions on every list load, and as one rule
 * set resolved on each render still a serialization and a stylis pass; prebuilt, none (docs/performance.md
 * «Рамка без стилей во время выполнения»).
 */
export function staticRules(system: SystemContext): StaticRules {
  const button = system.getRecipeFn('button');
  return {
    [`.${LIST_PAGINATION}`]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
      gap: '3',
      mt: '4',
      '& > p': { color: 'fg.muted', fontSize: 'sm' },
      // The pager's code did not arrive: its retry, a finger's 44 px high.
      '& > p > button': { ...button({ size: 'sm', variant: 'outline' }), ms: '2', minH: '11' },
      '& nav': { display: 'flex', alignItems: 'center', gap: '2' },
      // A finger's 44 px both ways: the small button is 36 px wide.
      '& nav button': { ...button({ size: 'sm', variant: 'ghost' }), px: '0', minW: '11' },
      '& nav button[aria-current=page]': { ...button({ size: 'sm', variant: 'outline' }), minW: '11' },
      // Nine 44 px page buttons are wider than a phone: there the pager is «‹ 3 из 12 ›».
      '& [data-pages]': { display: { base: 'none', md: 'contents' } },
      '& [data-part=ellipsis]': { minW: '9', textAlign: 'center', color: 'fg.muted' },
      '& [data-page-text]': { display: { base: 'block', md: 'none' }, px: '2', fontSize: 'sm', whiteSpace: 'nowrap' },
    },
  };
}
