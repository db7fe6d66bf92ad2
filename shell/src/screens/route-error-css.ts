import type { SystemContext } from '@chakra-ui/react/styled-system';
import type { StaticRules } from '@permit/dev-kit/theme-css';

/**
 * Class names of the shell's last-line error screen. Plain elements with prebuilt rules (tooling/theme-css-plugin.js):
 * the route table carries this screen, and the table is wired before Chakra is evaluated (index.ts), so that the
 * list's first request need not wait for Chakra's system (docs/performance.md «Профиль с первого шага»).
 */
export const ROUTE_ERROR = {
  root: 'portal-route-error',
  body: 'portal-route-error-body',
  title: 'portal-route-error-title',
  text: 'portal-route-error-text',
  home: 'portal-route-error-home',
} as const;

const cls = (name: string) => `.${name}`;

/** The rules, in Chakra's style language and the theme's recipes, as Center, Stack, Heading, Text and Button had them. */
export function staticRules(system: SystemContext): StaticRules {
  const heading = system.getRecipeFn('heading');
  const button = system.getRecipeFn('button');
  return {
    [cls(ROUTE_ERROR.root)]: { display: 'flex', alignItems: 'center', justifyContent: 'center', minH: '60vh', px: '4' },
    [cls(ROUTE_ERROR.body)]: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4', textAlign: 'center' },
    [cls(ROUTE_ERROR.title)]: { ...heading({ size: 'xl' }), margin: '0' },
    [cls(ROUTE_ERROR.text)]: { color: 'fg.muted', margin: '0' },
    [cls(ROUTE_ERROR.home)]: { ...button({}), colorPalette: 'blue' },
  };
}
