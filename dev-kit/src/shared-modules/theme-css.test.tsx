/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { portalSystem } from './portal-system';
import { staticCss, themeCss } from './theme-css';

/** The CSS of the <style> tags emotion writes into server-rendered HTML, in document order. */
function styleTagsCss(html: string): string {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('');
}

describe('themeCss', () => {
  it("is exactly what ChakraProvider's Global styles would insert for the portal's system", () => {
    const html = renderToString(<ChakraProvider value={portalSystem}>{null}</ChakraProvider>);
    const inserted = styleTagsCss(html);
    expect(inserted.length).toBeGreaterThan(10_000);
    expect(themeCss(portalSystem)).toBe(inserted);
  });

  it('starts with the layer order and carries the reset and the theme variables', () => {
    const css = themeCss(portalSystem);
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('--chakra-colors-fg-error:');
  });
});

describe('staticCss', () => {
  it('compiles rules keyed by selector through the system: tokens, breakpoints, nested selectors and recipes', () => {
    const button = portalSystem.getRecipeFn('button');
    const css = staticCss(portalSystem, {
      '.frame': { p: { base: '3', md: '6' }, '& a': { color: 'fg.muted' } },
      '.frame-button': { ...button({ size: 'sm', variant: 'outline' }), hideBelow: 'lg' },
    });
    expect(css).toContain('.frame{padding:var(--chakra-spacing-3);}');
    expect(css).toContain('@media screen and (min-width: 48rem){.frame{padding:var(--chakra-spacing-6);}}');
    expect(css).toContain('.frame a{color:var(--chakra-colors-fg-muted);}');
    // The recipe's rules keep the system's recipes layer, so the element's own unlayered rules override them.
    expect(css).toMatch(/@layer recipes\{\.frame-button\{[^}]*border-width:1px/);
    expect(css).toContain('@media screen and (max-width: 63.9975rem){.frame-button{display:none;}}');
  });
});
