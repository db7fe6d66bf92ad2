import type { SystemContext } from '@chakra-ui/react/styled-system';
import type { StaticRules } from '@permit/dev-kit/theme-css';
import { fieldRules } from './field-css';

/** The filter bar's class names; their rules are compiled at build time (tooling/static-css-loader.js). */
export const FILTER_BAR = { form: 'permit-filter-form', fold: 'permit-filter-fold' } as const;

/**
 * The filter bar's look, prebuilt as the permit table's is (components/permit-table-css.ts says why): its eight
 * fields as Chakra components were about forty style resolutions on the way to the list's first rows, and one
 * rule set for the form, resolved on each render, still cost a serialization and a stylis pass of its text per
 * render. Its fields are plain elements given the theme's own field, input, native-select and button styles by
 * descendant rules; «Найти» takes the blue palette from `data-palette`. The fold (a phone's or a tablet's
 * «Фильтры» row with the applied filters' summary) is styled the same way.
 */
export function staticRules(system: SystemContext): StaticRules {
  const button = system.getRecipeFn('button');
  return {
    [`.${FILTER_BAR.form}`]: {
      borderWidth: '1px',
      rounded: 'md',
      p: '3',
      '& [data-fields]': { display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } },
      ...fieldRules(system),
      '& [data-form-actions]': { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '2', mt: '3' },
      '& [data-form-actions] > button': button({ size: 'sm', variant: 'outline' }),
      '& [data-form-actions] > button[type=submit]': button({ size: 'sm', variant: 'solid' }),
    },
    [`.${FILTER_BAR.fold}`]: {
      '&[data-open]': { mb: '3' },
      '& [data-fold-actions]': { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' },
      '& [data-fold-actions] > button': button({ size: 'sm', variant: 'outline' }),
      '& [data-fold-actions] > button[data-reset]': button({ size: 'sm', variant: 'ghost' }),
      '& > p': { fontSize: 'sm', color: 'fg.muted', mt: '2' },
      '& [data-visually-hidden]': { srOnly: true },
    },
  };
}
