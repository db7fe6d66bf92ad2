import type { SystemContext } from '@chakra-ui/react/styled-system';
import type { StaticRules } from '@permit/dev-kit/theme-css';

/** The list page's class name; its rules are compiled at build time (tooling/static-css-loader.js). */
export const PERMIT_LIST_PAGE = 'permit-list-page';

/** The page's column, as Chakra's Stack had it: its one Chakra element created the theme's system on every list load. */
export function staticRules(_system: SystemContext): StaticRules {
  return { [`.${PERMIT_LIST_PAGE}`]: { display: 'flex', flexDirection: 'column', gap: '4' } };
}
