/** @jest-environment node */
import { portalSystem } from '@permit/dev-kit/portal-system';
import { staticCss } from '@permit/dev-kit/theme-css';
import { FRAME, staticRules } from './frame-css';
import { LOADING, staticRules as loadingRules } from './loading-indicator-css';

const css = staticCss(portalSystem, staticRules(portalSystem));
/** The class names the compiled rules style, from their selectors. */
const styled = new Set([...css.matchAll(/\.(portal-[a-z-]+)/g)].map((match) => match[1]));

describe("the frame's prebuilt rules", () => {
  it('style every frame class and no other', () => {
    expect([...styled].sort()).toEqual(Object.values(FRAME).sort());
  });

  it("resolve the theme's tokens, recipes and breakpoints", () => {
    expect(css).toContain('.portal-frame{');
    expect(css).toContain('background:var(--chakra-colors-bg-subtle)');
    // The button recipe's outline look for «Выйти», as Chakra's Button had it.
    expect(css).toMatch(/\.portal-header-logout\{[^}]*border-width:1px/);
    // The menu's box folds below lg unless the header's button opened it; the title leaves a signed-in phone's row.
    expect(css).toContain('@media screen and (max-width: 63.9975rem){.portal-frame-menu:not([data-open]){display:none;}}');
    expect(css).toContain('@media screen and (max-width: 47.9975rem){.portal-header-title[data-signed-in]{display:none;}}');
  });
});

describe("the loading state's prebuilt rules", () => {
  const loadingCss = staticCss(portalSystem, loadingRules(portalSystem));

  it('style its three classes: a centred row on a screen, the small blue spinner, the muted text', () => {
    expect(new Set([...loadingCss.matchAll(/\.(portal-[a-z-]+)/g)].map((match) => match[1]))).toEqual(new Set(Object.values(LOADING)));
    expect(loadingCss).toMatch(/\.portal-loading\[data-size=md\]\{[^}]*justify-content:center/);
    expect(loadingCss).toMatch(/\.portal-loading-spinner\{[^}]*--spinner-size:var\(--chakra-sizes-4\)/);
  });
});
