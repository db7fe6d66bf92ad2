import { defineRecipe, defineSlotRecipe } from '@chakra-ui/react/styled-system';
import { buttonRecipe, checkboxSlotRecipe, comboboxSlotRecipe, inputRecipe, nativeSelectSlotRecipe, switchSlotRecipe } from '@chakra-ui/react/theme';

/**
 * 44 px (WCAG 2.5.5) below the lg breakpoint, where the portal is used with a finger: phones and tablets. A
 * minimum height leaves each size's own height on a desktop and lets the control grow on a touch screen.
 */
const FINGER = { lgDown: '11' } as const;

/** Buttons (and links drawn as buttons), every size. */
export const touchButtonRecipe = defineRecipe({ ...buttonRecipe, base: { ...buttonRecipe.base, minH: FINGER } });

/** Text inputs, every size. */
export const touchInputRecipe = defineRecipe({ ...inputRecipe, base: { ...inputRecipe.base, minH: FINGER } });

/** Native selects: the select itself. */
export const touchNativeSelectRecipe = defineSlotRecipe({
  ...nativeSelectSlotRecipe,
  base: { ...nativeSelectSlotRecipe.base, field: { ...nativeSelectSlotRecipe.base?.field, minH: FINGER } },
});

/** Comboboxes: the input and the options keep their own minimum on a desktop. */
export const touchComboboxRecipe = defineSlotRecipe({
  ...comboboxSlotRecipe,
  base: {
    ...comboboxSlotRecipe.base,
    input: { ...comboboxSlotRecipe.base?.input, minH: { base: 'var(--combobox-input-height)', lgDown: '11' } },
    // The options of an open list are picked with a finger too (32 px by default).
    item: { ...comboboxSlotRecipe.base?.item, minH: FINGER },
  },
});

/** Checkboxes and switches: the whole label is the target, so it gets the height. */
export const touchCheckboxRecipe = defineSlotRecipe({
  ...checkboxSlotRecipe,
  base: { ...checkboxSlotRecipe.base, root: { ...checkboxSlotRecipe.base?.root, minH: FINGER } },
});

export const touchSwitchRecipe = defineSlotRecipe({
  ...switchSlotRecipe,
  base: { ...switchSlotRecipe.base, root: { ...switchSlotRecipe.base?.root, minH: FINGER } },
});
