import type { SystemContext } from '@chakra-ui/react/styled-system';
import type { StaticRules } from '@permit/dev-kit/theme-css';

/** The «Показать все» switch's class name; its rules are compiled at build time (tooling/static-css-loader.js). */
export const SHOW_ALL_SWITCH = 'permit-show-all';

/**
 * The theme's switch (size sm, with the portal's finger-sized root) given to a native checkbox and two spans.
 * Chakra's Switch brought zag's machine, its React adapter and focus tracking (≈ 10 KB gzip, three requests) into
 * the first screen of every list for one toggle (docs/performance.md «Рамка без стилей во время выполнения»).
 * The parts carry `data-state` as Ark's do, so the recipe's `_checked` styles apply unchanged, and the control
 * shows the ring while the hidden checkbox has keyboard focus.
 */
export function staticRules(system: SystemContext): StaticRules {
  const slots = system.getSlotRecipeFn('switch')({ size: 'sm' });
  return {
    [`.${SHOW_ALL_SWITCH}`]: {
      ...slots.root,
      alignSelf: 'flex-start',
      '& input': { srOnly: true },
      '& [data-part=control]': slots.control,
      '& [data-part=thumb]': slots.thumb,
      '& [data-part=label]': slots.label,
      '& input:focus-visible + [data-part=control]': {
        outlineWidth: 'var(--focus-ring-width, 2px)',
        outlineOffset: 'var(--focus-ring-offset, 2px)',
        outlineStyle: 'var(--focus-ring-style, solid)',
        outlineColor: 'var(--focus-ring-color)',
      },
    },
  };
}
