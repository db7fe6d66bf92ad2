import type { SystemContext } from '@chakra-ui/react/styled-system';
import type { StaticRules } from '../shared-modules/theme-css';

/** The loading state's class name; its rules are compiled at build time (tooling/static-css-loader.js). */
export const LOADING_STATE = 'portal-loading-state';

/**
 * A list's loading state, as Chakra's HStack, Spinner and Text had it. It is on the first screen of every list
 * until the rows come, and as plain elements it leaves Chakra's system uncreated there (docs/performance.md
 * «Система Chakra по первому запросу»).
 */
export function staticRules(system: SystemContext): StaticRules {
  const spinner = system.getRecipeFn('spinner');
  return {
    [`.${LOADING_STATE}`]: {
      display: 'flex',
      flexDirection: 'row',
      alignItems: 'center',
      gap: '3',
      py: '6',
      color: 'fg.muted',
      '& > span': spinner({ size: 'sm' }),
    },
  };
}
