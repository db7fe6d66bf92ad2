import type { SystemContext } from '@chakra-ui/react/styled-system';
import type { StaticRules } from '@permit/dev-kit/theme-css';
import { fieldRules } from './field-css';

/** The list header's class name; its rules are compiled at build time (tooling/static-css-loader.js). */
export const LIST_HEADER = 'permit-list-header';

/**
 * The list's title, scope select and create button: a heading, a plain labelled select (filter-select.tsx) and a
 * link with the theme's heading, field and solid button styles, prebuilt as the filter bar's are (filter-bar-css.ts).
 */
export function staticRules(system: SystemContext): StaticRules {
  const heading = system.getRecipeFn('heading');
  const button = system.getRecipeFn('button');
  return {
    [`.${LIST_HEADER}`]: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'flex-end',
      flexWrap: 'wrap',
      gap: '4',
      '& h1': heading({ size: 'xl' }),
      '& [data-tools]': { display: 'flex', flexDirection: 'row', alignItems: 'flex-end', flexWrap: 'wrap', gap: '4' },
      ...fieldRules(system),
      '& [data-tools] > [data-field]': { w: { base: 'full', sm: '60' } },
      '& [data-create]': button({ size: 'sm', variant: 'solid' }),
    },
  };
}
