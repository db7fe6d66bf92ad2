import { portalSystem } from './portal-system';
import { staticCss } from './theme-css';

describe('staticCss in a browser (jsdom)', () => {
  it('gives the same rules as in Node, and inserts nothing into the page', () => {
    const css = staticCss(portalSystem, { '.frame': { p: { base: '3', md: '6' }, '& a': { color: 'fg.muted' } } });
    // emotion's browser path emits a block's nested rules in the order its stylis pass completes them, at-rules last.
    const rules = [
      '@layer reset,base,tokens,recipes;',
      '.frame{padding:var(--chakra-spacing-3);}',
      '@media screen and (min-width: 48rem){.frame{padding:var(--chakra-spacing-6);}}',
      '.frame a{color:var(--chakra-colors-fg-muted);}',
    ];
    for (const rule of rules) expect(css).toContain(rule);
    expect(css).toHaveLength(rules.join('').length);
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });
});
