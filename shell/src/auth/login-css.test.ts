/** @jest-environment node */
import { portalSystem } from '@permit/dev-kit/portal-system';
import { staticCss } from '@permit/dev-kit/theme-css';
import { AUTH, staticRules } from './login-css';

const css = staticCss(portalSystem, staticRules(portalSystem));

describe("the sign-in screens' prebuilt rules", () => {
  it('style every class of the card and the form, and no other', () => {
    expect(new Set([...css.matchAll(/\.(portal-[a-z-]+)/g)].map((match) => match[1]))).toEqual(new Set(Object.values(AUTH)));
  });

  it("resolve the theme's recipes as Chakra's Card, Field, Input, Alert and Button had them", () => {
    expect(css).toMatch(/\.portal-auth\{[^}]*background:var\(--chakra-colors-bg-subtle\)/);
    expect(css).toMatch(/\.portal-auth-card\{[^}]*border-width:1px/);
    // The input's error look follows aria-invalid; below lg it is a finger's 44 px high.
    expect(css).toMatch(
      /\.portal-auth-form \[data-field\]>input:is\(\[data-invalid\], \[aria-invalid=true\][^{]*\{[^}]*border-color:var\(--error-color\)/,
    );
    expect(css).toMatch(/@media screen and \(max-width: 63\.9975rem\)\{\.portal-auth-form \[data-field\]>input\{min-height:var\(--chakra-sizes-11\)/);
    expect(css).toMatch(/\.portal-auth-alert\{[^}]*--chakra-colors-color-palette-500:var\(--chakra-colors-red-500\)/);
    expect(css).toMatch(/\.portal-auth-alert\[data-status=success\]\{[^}]*--chakra-colors-color-palette-500:var\(--chakra-colors-green-500\)/);
    expect(css).toMatch(/\.portal-auth-submit\{[^}]*--chakra-colors-color-palette-solid:var\(--chakra-colors-blue-solid\)/);
  });
});
