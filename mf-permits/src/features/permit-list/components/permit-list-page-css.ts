import type { SystemContext } from '@chakra-ui/react/styled-system';
import type { StaticRules } from '@permit/dev-kit/theme-css';

/** The list page's class name; its rules are compiled at build time (tooling/static-css-loader.js). */
export const PERMIT_LIST_PAGE = 'permit-list-page';

/** The page's column, as Chakra's Stack had it: its one Chakra element created the theme's system on every list load. */
export function staticRules(system: SystemContext): StaticRules {
  // The theme's spacing 4, as the Stack's gap="4" resolved it.
  return { [`.${PERMIT_LIST_PAGE}`]: { display: 'flex', flexDirection: 'column', gap: system.token.var('spacing.4') } };
}
