import { useMemo } from 'react';
import { useRecipe, useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';

/**
 * The permit table's look, resolved once per table instead of once per element. A Chakra component resolves
 * its recipe and style props on every render, and a page of 20 permits held about 250 of them: that was the
 * largest part of the time to show a list. The rows are plain elements marked with data attributes; these
 * descendant rules give them the theme's own table, badge, link and ghost icon-button styles. Their colours come
 * from `data-palette`, which the theme's stylesheet resolves for every palette (dev-kit's portal-global-css.ts).
 */
export function usePermitTableCss(): SystemStyleObject {
  const table = useSlotRecipe({ key: 'table' });
  const badge = useRecipe({ key: 'badge' });
  const link = useRecipe({ key: 'link' });
  const button = useRecipe({ key: 'button' });
  return useMemo(() => {
    const slots = table({ size: 'sm', striped: true });
    return {
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
    };
  }, [table, badge, link, button]);
}
