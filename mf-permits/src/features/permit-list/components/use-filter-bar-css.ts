import { useMemo } from 'react';
import { useRecipe, useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';

/**
 * The filter bar's look, resolved once for the bar instead of once per element: its eight fields as Chakra
 * components were about forty style resolutions on the way to the list's first rows. Its fields are plain
 * elements (filter-field.tsx, filter-select.tsx); these descendant rules give them the theme's own field,
 * input and native-select styles.
 */
export function useFilterBarCss(): SystemStyleObject {
  const field = useSlotRecipe({ key: 'field' });
  const nativeSelect = useSlotRecipe({ key: 'nativeSelect' });
  const input = useRecipe({ key: 'input' });
  return useMemo(() => {
    const fieldSlots = field({});
    const selectSlots = nativeSelect({ size: 'sm' });
    return {
      '& [data-fields]': { display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } },
      '& [data-field]': fieldSlots.root,
      '& [data-field] > label': fieldSlots.label,
      '& [data-field] > [data-error]': fieldSlots.errorText,
      '& [data-field] > input, & [data-field] > [data-with-picker] > input': input({ size: 'sm' }),
      // A date field with its calendar button beside it.
      '& [data-with-picker]': { display: 'flex', gap: '2', alignItems: 'center' },
      '& [data-select]': selectSlots.root,
      '& [data-select] > select': selectSlots.field,
      '& [data-select] > span': selectSlots.indicator,
    };
  }, [field, nativeSelect, input]);
}
