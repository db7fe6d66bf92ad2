/** @jest-environment node */
import { portalSystem } from '@permit/dev-kit/portal-system';
import { staticCss } from '@permit/dev-kit/theme-css';
import { ROUTE_ERROR, staticRules } from './route-error-css';

const css = staticCss(portalSystem, staticRules(portalSystem));

describe("the error screen's prebuilt rules", () => {
  it('style every class of the screen, and no other', () => {
    expect(new Set([...css.matchAll(/\.(portal-[a-z-]+)/g)].map((match) => match[1]))).toEqual(new Set(Object.values(ROUTE_ERROR)));
  });

  it("resolve the theme's heading and button as Chakra's Heading and Button had them", () => {
    expect(css).toMatch(/\.portal-route-error\{[^}]*min-height:60vh/);
    expect(css).toMatch(/\.portal-route-error-title\{[^}]*font-weight:var\(--chakra-font-weights-semibold\)/);
    expect(css).toMatch(/\.portal-route-error-home\{[^}]*--chakra-colors-color-palette-solid:var\(--chakra-colors-blue-solid\)/);
  });
});
