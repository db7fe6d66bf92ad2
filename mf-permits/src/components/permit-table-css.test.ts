/** @jest-environment node */
import { portalSystem } from '@permit/dev-kit/portal-system';
import { staticCss } from '@permit/dev-kit/theme-css';
import { PERMIT_CARDS, staticRules as cardsRules } from './permit-cards-css';
import { PERMIT_TABLE, staticRules as tableRules } from './permit-table-css';

describe("the permit list's prebuilt rules", () => {
  it("give the table the theme's striped table, badge and link styles, under its class only", () => {
    const css = staticCss(portalSystem, tableRules(portalSystem));
    expect(css).toContain(`.${PERMIT_TABLE.scrollArea}{`);
    expect(css).toMatch(/\.permit-table-scroll\{[^}]*overflow:auto/);
    // The striped rows of the table recipe, the badge's subtle look and the actions' links.
    expect(css).toMatch(/\.permit-table tbody tr:nth-of-type\(odd\)[^{]*\{[^}]*background/);
    expect(css).toMatch(/\.permit-table \[data-badge\]\{[^}]*background:var\(--chakra-colors-color-palette-subtle\)/);
    expect(css).toContain('.permit-table [data-actions] a{');
    const selectors = [...css.matchAll(/(?:^|[}{;])\s*([^@{};][^{};]*)\{/g)].map((match) => match[1] ?? '').filter((s) => !s.startsWith('@'));
    expect(selectors.length).toBeGreaterThan(5);
    for (const selector of selectors) expect(selector).toMatch(/\.permit-table/);
  });

  it('lay the cards in one column on a phone and two from the sm breakpoint, with finger-sized actions', () => {
    const css = staticCss(portalSystem, cardsRules(portalSystem));
    expect(css).toMatch(new RegExp(`\\.${PERMIT_CARDS}\\{[^}]*grid-template-columns:1fr`));
    expect(css).toMatch(/@media screen and \(min-width: 30rem\)\{\.permit-cards\{grid-template-columns:repeat\(2, minmax\(0, 1fr\)\);\}\}/);
    expect(css).toMatch(/\.permit-cards \[data-actions\] a\{[^}]*min-height:var\(--chakra-sizes-11\)/);
  });
});
