import { semanticTokens } from '@chakra-ui/react/theme';
import { ND_STATUSES } from '@permit/shared-contracts';
import { STATUS_PALETTE } from './status-palette';

describe('STATUS_PALETTE', () => {
  it("names for every status a palette of the theme, which the theme's stylesheet resolves by data-palette", () => {
    // dev-kit's portal-global-css.ts writes a [data-palette=…] rule for each semantic colour group with a solid shade.
    const colors: Record<string, unknown> = semanticTokens.colors ?? {};
    for (const status of ND_STATUSES) {
      const group = colors[STATUS_PALETTE[status]];
      expect({ status, solid: typeof group === 'object' && group !== null && 'solid' in group }).toEqual({ status, solid: true });
    }
  });
});
