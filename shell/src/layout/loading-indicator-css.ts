import type { SystemContext } from '@chakra-ui/react/styled-system';
import type { StaticRules } from '@permit/dev-kit/theme-css';

/**
 * Class names of the shell's loading state. Apart from the frame's (frame-css.ts): the sign-in page shows it
 * without the frame, and its start-up script carries only these. Compiled into the theme's prebuilt stylesheet
 * with the frame's rules (tooling/theme-css-plugin.js).
 */
export const LOADING = { root: 'portal-loading', spinner: 'portal-loading-spinner', text: 'portal-loading-text' } as const;

/** The loading state's rules, as Chakra's HStack, Spinner and Text had them. */
export function staticRules(system: SystemContext): StaticRules {
  const spinner = system.getRecipeFn('spinner');
  return {
    [`.${LOADING.root}`]: {
      display: 'flex',
      flexDirection: 'row',
      alignItems: 'center',
      gap: '2',
      justifyContent: 'flex-start',
      '&[data-size=md]': { py: '6', justifyContent: 'center' },
    },
    [`.${LOADING.spinner}`]: { ...spinner({ size: 'sm' }), color: 'blue.600' },
    [`.${LOADING.text}`]: { fontSize: 'sm', color: 'fg.muted' },
  };
}
