/** @jest-environment node */
import { portalSystem } from '@permit/dev-kit/portal-system';
import { staticCss } from '@permit/dev-kit/theme-css';
import { HEADER_WIDGETS, staticRules } from './header-widgets-css';

describe("the header widgets' prebuilt rules", () => {
  const css = staticCss(portalSystem, staticRules(portalSystem));
  const rule = (selector: string) => new RegExp(`${selector.replace(/[.[\]]/g, '\\$&')}\\{[^}]*`);

  it("give the buttons the theme's small ghost button, a finger's 44 px tall below the lg breakpoint, with its focus ring", () => {
    expect(css).toMatch(new RegExp(`${rule(`.${HEADER_WIDGETS.button}`).source}min-height:var\\(--chakra-sizes-11\\)`));
    expect(css).toMatch(new RegExp(`\\.${HEADER_WIDGETS.button}:is\\(:focus-visible, \\[data-focus-visible\\]\\)\\{[^}]*outline-width`));
  });

  it("keep the trigger's spoken words off screen and put the unread count in red on the bell's corner", () => {
    expect(css).toMatch(new RegExp(`${rule(`.${HEADER_WIDGETS.button} [data-sr-only]`).source}position:absolute;width:1px;height:1px`));
    expect(css).toMatch(
      new RegExp(`${rule(`.${HEADER_WIDGETS.button} [data-unread]`).source}--chakra-colors-color-palette-solid:var\\(--chakra-colors-red-solid\\)`),
    );
    expect(css).toMatch(new RegExp(`${rule(`.${HEADER_WIDGETS.button} [data-unread]`).source}translate:50% -50%`));
    expect(css).toMatch(new RegExp(`${rule(`.${HEADER_WIDGETS.button} svg`).source}width:var\\(--chakra-sizes-5\\)`));
  });

  it("show «Мои задачи» in the header's blue, a finger's height on a phone, and the load note under its button", () => {
    expect(css).toMatch(
      new RegExp(`${rule(`.${HEADER_WIDGETS.counts}>a`).source}color:var\\(--chakra-colors-blue-700\\);min-height:var\\(--chakra-sizes-11\\)`),
    );
    expect(css).toMatch(new RegExp(`${rule(`.${HEADER_WIDGETS.slot} [role=alert]`).source}position:absolute;top:100%`));
  });
});
