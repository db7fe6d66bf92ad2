import { defineConfig } from '@chakra-ui/react/styled-system';

/**
 * Chakra's default fg.error (red.500) and fg.warning (orange.600) reach only about 3.6:1 on the portal's
 * white and gray.50 backgrounds; field errors are small text, which WCAG 1.4.3 wants at 4.5:1. One shade
 * darker clears it everywhere those tokens are used, in the shell and every remote.
 */
export const accessibleColors = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
        },
      },
    },
  },
});
