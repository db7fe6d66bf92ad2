import type { SystemContext } from '@chakra-ui/react/styled-system';
import type { StaticRules } from '@permit/dev-kit/theme-css';

/** The permit cards' class name; their rules are compiled at build time (tooling/static-css-loader.js). */
export const PERMIT_CARDS = 'permit-cards';

/**
 * The permit cards' look, prebuilt as the table's is (permit-table-css.ts says why): plain elements marked with
 * data attributes get the theme's card, badge and button styles. On two columns from the sm breakpoint (a
 * tablet), one on a phone; every action is at least 44 px high for a finger.
 */
export function staticRules(system: SystemContext): StaticRules {
  const slots = system.getSlotRecipeFn('card')({ size: 'sm', variant: 'outline' });
  const badge = system.getRecipeFn('badge');
  const button = system.getRecipeFn('button');
  return {
    [`.${PERMIT_CARDS}`]: {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      gap: '3',
      listStyleType: 'none',
      m: '0',
      p: '0',
      '& > li': { ...slots.root, display: 'flex', flexDirection: 'column', gap: '2', p: '3', minW: '0' },
      '& [data-head]': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' },
      '& h2': { fontSize: 'md', fontWeight: 'semibold', m: '0' },
      '& [data-badge]': badge({ variant: 'subtle', size: 'md' }),
      '& [data-works]': { fontSize: 'sm', m: '0', overflowWrap: 'anywhere' },
      '& dl': { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '2', rowGap: '1', fontSize: 'sm', m: '0' },
      '& dt': { color: 'fg.muted' },
      '& dd': { m: '0', overflowWrap: 'anywhere' },
      '& [data-actions]': { display: 'flex', flexWrap: 'wrap', gap: '2', mt: 'auto', pt: '1' },
      '& [data-actions] a': { ...button({ size: 'md', variant: 'outline' }), minH: '11', flex: '1 1 auto', textDecoration: 'none' },
      // The primary action, «Просмотр»: the permit page holds every move the user may make on it.
      '& [data-actions] a:first-of-type': { ...button({ size: 'md', variant: 'solid' }), minH: '11', flex: '1 1 100%', textDecoration: 'none' },
      '& [data-actions] button': { ...button({ size: 'md', variant: 'outline' }), minH: '11', minW: '11' },
    },
  };
}
