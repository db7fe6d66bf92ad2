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

/** A finger square: the combobox's open and clear buttons (16 px icons by default). */
const FINGER_SQUARE = { minW: FINGER, minH: FINGER } as const;

/**
 * Comboboxes: the input and the options keep their own minimum on a desktop. On a touch screen the open and clear
 * buttons are a finger square each, side by side at the input's end, and the input's text stops before them.
 */
export const touchComboboxRecipe = defineSlotRecipe({
  ...comboboxSlotRecipe,
  base: {
    ...comboboxSlotRecipe.base,
    control: {
      ...comboboxSlotRecipe.base?.control,
      lgDown: {
        '&:has([data-part=trigger]), &:has([data-part=clear-trigger])': { '--combobox-input-padding-end': 'calc(44px * var(--padding-factor))' },
        '&:has([data-part=trigger]):has([data-part=clear-trigger]:not([hidden]))': { '--padding-factor': '2' },
      },
    },
    input: { ...comboboxSlotRecipe.base?.input, minH: { base: 'var(--combobox-input-height)', lgDown: '11' } },
    trigger: { ...comboboxSlotRecipe.base?.trigger, ...FINGER_SQUARE },
    clearTrigger: { ...comboboxSlotRecipe.base?.clearTrigger, ...FINGER_SQUARE },
    indicatorGroup: { ...comboboxSlotRecipe.base?.indicatorGroup, lgDown: { px: '0', gap: '0' } },
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
