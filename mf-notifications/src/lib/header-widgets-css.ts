import type { SystemContext } from '@chakra-ui/react/styled-system';
import type { StaticRules } from '@permit/dev-kit/theme-css';

/** Class names of the header's two widgets; their rules are compiled at build time (tooling/static-css-loader.js). */
export const HEADER_WIDGETS = {
  /** «Мои задачи: N» and «Статусы» on one line. */
  counts: 'notif-header-counts',
  /** A header button with the note that its popover did not load (popover-load-note.tsx). */
  slot: 'notif-header-slot',
  button: 'notif-header-button',
} as const;

/**
 * The header's link, ghost buttons, badges and bell as Chakra's Link, Button, Badge, Float and Icon had them. They are
 * on the first screen of every page, and as Chakra components they created the theme's system on every load
 * (docs/performance.md «Система Chakra по первому запросу»); prebuilt, they need none of it.
 */
export function staticRules(system: SystemContext): StaticRules {
  const button = system.getRecipeFn('button');
  const badge = system.getRecipeFn('badge');
  const link = system.getRecipeFn('link');
  const icon = system.getRecipeFn('icon');
  return {
    [`.${HEADER_WIDGETS.counts}`]: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      flexWrap: 'nowrap',
      whiteSpace: 'nowrap',
      '& > a': { ...link({}), fontSize: 'sm', color: 'blue.700', minH: { base: '11', lg: 'auto' } },
    },
    [`.${HEADER_WIDGETS.slot}`]: {
      position: 'relative',
      display: 'inline-flex',
      '& [role=alert]': {
        position: 'absolute',
        top: '100%',
        insetEnd: '0',
        mt: '1',
        zIndex: 'popover',
        bg: 'bg',
        color: 'red.700',
        borderWidth: '1px',
        borderColor: 'red.300',
        rounded: 'md',
        shadow: 'md',
        px: '3',
        py: '2',
        fontSize: 'sm',
        // Wraps on a phone: the header's buttons sit near its middle, and the note grows leftwards from them.
        w: 'max-content',
        maxW: 'calc(100vw - 2rem)',
      },
    },
    [`.${HEADER_WIDGETS.button}`]: {
      ...button({ size: 'sm', variant: 'ghost' }),
      position: 'relative',
      '& [data-sr-only]': { srOnly: true },
      '& [data-total]': badge({ variant: 'subtle' }),
      '& svg': { ...icon({}), boxSize: '5' },
      // The unread count on the bell's corner, as Float placement="top-end" offset="2" placed it.
      '& [data-unread]': {
        ...badge({ variant: 'solid', size: 'xs' }),
        colorPalette: 'red',
        rounded: 'full',
        position: 'absolute',
        insetBlockStart: '2',
        insetEnd: '2',
        translate: '50% -50%',
      },
    },
  };
}
