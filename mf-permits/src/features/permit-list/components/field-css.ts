import type { SystemContext, SystemStyleObject } from '@chakra-ui/react/styled-system';

/**
 * Descendant rules that give the list's plain fields (filter-field.tsx, filter-select.tsx) the theme's field,
 * input and small native-select styles, for the containers that hold them: the filter form and the list's header.
 */
export function fieldRules(system: SystemContext): SystemStyleObject {
  const field = system.getSlotRecipeFn('field')({});
  const select = system.getSlotRecipeFn('nativeSelect')({ size: 'sm' });
  const input = system.getRecipeFn('input');
  return {
    '& [data-field]': field.root,
    '& [data-field] > label': field.label,
    '& [data-field] > [data-error]': field.errorText,
    '& [data-field] > input, & [data-field] > [data-with-picker] > input': input({ size: 'sm' }),
    // A date field with its calendar button beside it.
    '& [data-with-picker]': { display: 'flex', gap: '2', alignItems: 'center' },
    '& [data-select]': select.root,
    '& [data-select] > select': select.field,
    '& [data-select] > span': select.indicator,
  };
}
