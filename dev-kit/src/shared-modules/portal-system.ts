import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  cardSlotRecipe,
  checkmarkRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  spinnerRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textStyles,
  textareaRecipe,
  timelineSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { accessibleColors } from './accessible-colors';
import { portalDialogSlotRecipe } from './dialog-sizes';
import { portalGlobalCss } from './portal-global-css';
import { lazyObject } from './lazy-object';
import { lightOnly } from './light-scheme';
import {
  touchButtonRecipe,
  touchCheckboxRecipe,
  touchComboboxRecipe,
  touchInputRecipe,
  touchNativeSelectRecipe,
  touchSwitchRecipe,
} from './touch-targets';

/**
 * Chakra's default theme with the recipes of the components chakra-ui.ts exports and no others: the full
 * defaultSystem carries about eighty recipes the portal never renders. A component added to chakra-ui.ts
 * needs its recipe (the `key` its source passes to createRecipeContext/createSlotRecipeContext) here.
 * Created on first use, by the first component that reads it: a first screen of plain elements never does.
 */
export const portalSystem = lazyObject(() => {
  // When a load first needed it: bench/web reads the mark, and a first screen without it is the aim.
  globalThis.performance?.mark?.('portal-chakra-system');
  return createSystem(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix,
      cssVarsRoot,
      globalCss: portalGlobalCss,
      theme: {
        breakpoints,
        keyframes,
        tokens,
        semanticTokens: lightOnly(semanticTokens),
        textStyles,
        layerStyles,
        animationStyles,
        recipes: {
          badge: badgeRecipe,
          button: touchButtonRecipe,
          checkmark: checkmarkRecipe,
          heading: headingRecipe,
          icon: iconRecipe,
          input: touchInputRecipe,
          link: linkRecipe,
          radiomark: radiomarkRecipe,
          spinner: spinnerRecipe,
          textarea: textareaRecipe,
        },
        slotRecipes: {
          alert: alertSlotRecipe,
          card: cardSlotRecipe,
          checkbox: touchCheckboxRecipe,
          combobox: touchComboboxRecipe,
          dataList: dataListSlotRecipe,
          dialog: portalDialogSlotRecipe,
          emptyState: emptyStateSlotRecipe,
          field: fieldSlotRecipe,
          fieldset: fieldsetSlotRecipe,
          list: listSlotRecipe,
          nativeSelect: touchNativeSelectRecipe,
          popover: popoverSlotRecipe,
          progress: progressSlotRecipe,
          radioGroup: radioGroupSlotRecipe,
          switch: touchSwitchRecipe,
          table: tableSlotRecipe,
          tag: tagSlotRecipe,
          timeline: timelineSlotRecipe,
        },
      },
    }),
    lightOnly(accessibleColors),
  );
});
