/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { portalSystem } from './portal-system';
import { themeCss } from './theme-css';

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
