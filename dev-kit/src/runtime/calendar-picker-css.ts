import type { SystemContext } from '@chakra-ui/react/styled-system';
import type { StaticRules } from '../shared-modules/theme-css';

/** The calendar button's class name; its rules are compiled at build time (tooling/static-css-loader.js). */
export const CALENDAR_PICKER = 'permit-calendar-picker';

/**
 * The picker's look: its button, icon and hidden input are plain elements under one span, the theme's small
 * outline button, prebuilt rather than resolved on every render of the filter bar and the form
 * (docs/performance.md «Рамка без стилей во время выполнения»).
 */
export function staticRules(system: SystemContext): StaticRules {
  const button = system.getRecipeFn('button');
  return {
    [`.${CALENDAR_PICKER}`]: {
      position: 'relative',
      display: 'inline-flex',
      flexShrink: 0,
      '& > button': { ...button({ size: 'sm', variant: 'outline' }), px: '0', minW: { base: '11', lg: '9' } },
      '& > button > svg': { w: '4', h: '4', flexShrink: 0 },
      '& > input': { position: 'absolute', inset: '0', w: 'full', h: 'full', opacity: '0', pointerEvents: 'none' },
    },
  };
}
