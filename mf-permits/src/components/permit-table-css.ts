import type { SystemContext } from '@chakra-ui/react/styled-system';
import type { StaticRules } from '@permit/dev-kit/theme-css';

/** The permit table's class names; their rules are compiled at build time (tooling/static-css-loader.js). */
export const PERMIT_TABLE = { scrollArea: 'permit-table-scroll', table: 'permit-table' } as const;

/**
 * The permit table's look: the theme's own table, badge, link and ghost icon-button styles given to plain rows
 * and cells by descendant rules. A Chakra component resolves its recipe and style props on every render, and a
 * page of 20 permits held about 250 of them; one rule set for the whole table, resolved on each render, was
 * still the largest style work of a list load. Compiled once at build time, it costs the page one parse of its
 * text. Colours come from `data-palette`, which the theme's stylesheet resolves for every palette (dev-kit's
 * portal-global-css.ts).
 */
export function staticRules(system: SystemContext): StaticRules {
  const slots = system.getSlotRecipeFn('table')({ size: 'sm', striped: true });
  const badge = system.getRecipeFn('badge');
  const link = system.getRecipeFn('link');
  const button = system.getRecipeFn('button');
  return {
    // Chakra's Table.ScrollArea, with the list's border.
    [`.${PERMIT_TABLE.scrollArea}`]: {
      display: 'block',
      whiteSpace: 'nowrap',
      WebkitOverflowScrolling: 'touch',
      overflow: 'auto',
      maxWidth: '100%',
      borderWidth: '1px',
      rounded: 'md',
    },
    [`.${PERMIT_TABLE.table}`]: {
      ...slots.root,
      '& th': slots.columnHeader,
      '& tbody tr': slots.row,
      '& td': slots.cell,
      '& td[data-column=works]': { minW: '56', maxW: 'md', whiteSpace: 'normal' },
      '& td[data-column=place]': { minW: '48', whiteSpace: 'normal' },
      '& td[data-column=start]': { whiteSpace: 'nowrap' },
      '& [data-badge]': badge({ variant: 'subtle' }),
      '& [data-actions]': { display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'nowrap' },
      '& [data-actions] a': link({}),
      '& [data-actions] button': { ...button({ size: 'xs', variant: 'ghost' }), px: '0' },
    },
  };
}
