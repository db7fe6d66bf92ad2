/** @jest-environment node */
import { portalSystem } from '../shared-modules/portal-system';
import { staticCss } from '../shared-modules/theme-css';
import { LIST_PAGINATION, staticRules } from './list-pagination-css';

describe("the pager's prebuilt rules", () => {
  const css = staticCss(portalSystem, staticRules(portalSystem));

  it('mark the current page with the outline button and the others with the ghost one', () => {
    expect(css).toMatch(new RegExp(`\\.${LIST_PAGINATION} nav button\\{[^}]*height:var\\(--chakra-sizes-9\\)`));
    expect(css).toMatch(/\.portal-list-pagination nav button\[aria-current=page\]\{[^}]*border-width:1px/);
  });

  it('show «‹ 3 из 12 ›» on a phone and the page buttons from the md breakpoint', () => {
    expect(css).toContain('.portal-list-pagination [data-pages]{display:none;}');
    expect(css).toContain('@media screen and (min-width: 48rem){.portal-list-pagination [data-pages]{display:contents;}}');
    expect(css).toContain('@media screen and (min-width: 48rem){.portal-list-pagination [data-page-text]{display:none;}}');
  });
});
