/** @jest-environment node */
import { portalSystem } from '../shared-modules/portal-system';
import { staticCss } from '../shared-modules/theme-css';
import { LOADING_STATE, staticRules } from './loading-state-css';

describe("the loading state's prebuilt rules", () => {
  const css = staticCss(portalSystem, staticRules(portalSystem));

  it("give its first span the theme's small spinning circle and its row the muted colour", () => {
    expect(css).toMatch(new RegExp(`\\.${LOADING_STATE}>span\\{[^}]*animation:var\\(--chakra-animations-spin\\)`));
    expect(css).toMatch(new RegExp(`\\.${LOADING_STATE}>span\\{[^}]*border-radius:var\\(--chakra-radii-full\\)`));
    expect(css).toMatch(new RegExp(`\\.${LOADING_STATE}\\{[^}]*color:var\\(--chakra-colors-fg-muted\\)`));
  });
});
