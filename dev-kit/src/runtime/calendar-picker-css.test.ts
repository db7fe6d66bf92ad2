/** @jest-environment node */
import { portalSystem } from '../shared-modules/portal-system';
import { staticCss } from '../shared-modules/theme-css';
import { CALENDAR_PICKER, staticRules } from './calendar-picker-css';

describe("the calendar button's prebuilt rules", () => {
  const css = staticCss(portalSystem, staticRules(portalSystem));

  it("are the theme's small outline button, a finger's 44 px wide below the lg breakpoint", () => {
    expect(css).toMatch(new RegExp(`\\.${CALENDAR_PICKER}>button\\{[^}]*border-width:1px`));
    expect(css).toContain('.permit-calendar-picker>button{padding-inline:0;min-width:var(--chakra-sizes-11);}');
    expect(css).toContain('@media screen and (min-width: 64rem){.permit-calendar-picker>button{min-width:var(--chakra-sizes-9);}}');
  });

  it('keep the native input under the button, invisible and not clickable', () => {
    expect(css).toMatch(/\.permit-calendar-picker>input\{[^}]*opacity:0;[^}]*pointer-events:none/);
  });
});
