/** @jest-environment node */
import { portalSystem } from '@permit/dev-kit/portal-system';
import { staticCss } from '@permit/dev-kit/theme-css';
import { FILTER_BAR, staticRules } from './filter-bar-css';
import { LIST_HEADER, staticRules as headerRules } from './list-header-css';
import { SHOW_ALL_SWITCH, staticRules as switchRules } from './show-all-switch-css';

describe("the filter form's prebuilt rules", () => {
  const css = staticCss(portalSystem, staticRules(portalSystem));

  it('lay the fields in one, two and four columns by width', () => {
    expect(css).toContain(`.${FILTER_BAR.form} [data-fields]{`);
    expect(css).toContain('@media screen and (min-width: 30rem){.permit-filter-form [data-fields]{grid-template-columns:repeat(2, 1fr);}}');
    expect(css).toContain('@media screen and (min-width: 64rem){.permit-filter-form [data-fields]{grid-template-columns:repeat(4, 1fr);}}');
  });

  it('give «Сбросить» the outline button and «Найти» the solid one in its palette', () => {
    expect(css).toMatch(/\.permit-filter-form \[data-form-actions\]>button\{[^}]*border-width:1px/);
    expect(css).toMatch(
      /\.permit-filter-form \[data-form-actions\]>button\[type=submit\]\{[^}]*background:var\(--chakra-colors-color-palette-solid\)/,
    );
  });

  it("keep the fold row's summary prefix for screen readers only", () => {
    expect(css).toMatch(/\.permit-filter-fold \[data-visually-hidden\]\{[^}]*position:absolute[^}]*clip:rect\(0, 0, 0, 0\)/);
    expect(css).toMatch(/\.permit-filter-fold \[data-fold-actions\]>button\[data-reset\]\{/);
  });
});

describe("the list header's prebuilt rules", () => {
  const css = staticCss(portalSystem, headerRules(portalSystem));

  it('give the title the heading style and the scope select its field, full width on a phone', () => {
    expect(css).toMatch(new RegExp(`\\.${LIST_HEADER} h1\\{[^}]*font-size:var\\(--chakra-font-sizes-xl\\)`));
    expect(css).toMatch(/\.permit-list-header \[data-select\]>select\{/);
    expect(css).toContain('@media screen and (min-width: 30rem){.permit-list-header [data-tools]>[data-field]{width:var(--chakra-sizes-60);}}');
  });
});

describe("the «Показать все» switch's prebuilt rules", () => {
  const css = staticCss(portalSystem, switchRules(portalSystem));

  it("draw the theme's switch from the parts' data-state and ring the control while the checkbox has keyboard focus", () => {
    expect(css).toMatch(new RegExp(`\\.${SHOW_ALL_SWITCH} \\[data-part=control\\]\\{[^}]*width:var\\(--switch-width\\)`));
    expect(css).toMatch(
      /\.permit-show-all \[data-part=control\]:is\([^)]*\[data-state=checked\][^)]*\)\{[^}]*background:var\(--chakra-colors-color-palette-solid\)/,
    );
    expect(css).toMatch(
      /\.permit-show-all input:focus-visible\+\[data-part=control\]\{[^}]*outline-width:var\(--focus-ring-width, 2px\)[^}]*outline-color:var\(--focus-ring-color\)/,
    );
    expect(css).toMatch(/\.permit-show-all input\{[^}]*position:absolute[^}]*clip:rect\(0, 0, 0, 0\)/);
  });
});
