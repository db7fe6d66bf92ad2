import type { SlotRecipeConfig, SystemStyleObject } from '@chakra-ui/react/styled-system';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';

/** What the `full` size sets that the sized boxes leave alone, put back to the box's own values. */
const BOX = { minH: 'auto', borderRadius: 'l3', '--dialog-margin': 'initial' } as const;

type SizeStyles = Record<string, SystemStyleObject>;
const box = (size: SizeStyles): SizeStyles => ({ ...size, content: { ...size.content, ...BOX } });
const sizes: Record<string, SizeStyles> = dialogSlotRecipe.variants!.size!;

/**
 * Chakra's dialog with sizes that can follow `full`: the portal's dialogs are full-screen on a phone and boxes from
 * the md breakpoint (`size={{ base: 'full', md: 'md' }}`). A responsive size only sets, at md, what its own size
 * sets (the width), so the full size's screen-tall minimum height, square corners and zero margin stayed: a tablet
 * showed a 512 × 1180 px white strip with the fields at its top. Each box size now sets them back.
 */
export const portalDialogSlotRecipe: SlotRecipeConfig = {
  ...(dialogSlotRecipe as SlotRecipeConfig),
  variants: {
    ...dialogSlotRecipe.variants,
    size: Object.fromEntries(
      Object.entries(sizes).map(([name, styles]) => [name, ['xs', 'sm', 'md', 'lg', 'xl'].includes(name) ? box(styles) : styles]),
    ),
  },
};
