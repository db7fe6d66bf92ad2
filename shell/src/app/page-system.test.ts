import { defaultSystem } from '@chakra-ui/react';
import { pageSystem } from './page-system';

describe('pageSystem', () => {
  afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

  it("keeps the system's global CSS on a page without the prebuilt theme stylesheet", () => {
    expect(pageSystem()).toBe(defaultSystem);
  });

  it('leaves the global CSS to the stylesheet when the page links it, and keeps everything else', () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/theme.01234567.css';
    link.setAttribute('data-theme-css', '');
    document.head.append(link);

    const system = pageSystem();
    expect(system._global).toEqual([]);
    expect(system._config.disableLayers).toBe(true);
    expect(system.css).toBe(defaultSystem.css);
    expect(system.getRecipeFn).toBe(defaultSystem.getRecipeFn);
    expect(defaultSystem._global.length).toBeGreaterThan(0);
  });

  it('never reads the global CSS of a system that computes it on demand', () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.setAttribute('data-theme-css', '');
    document.head.append(link);
    let computed = 0;
    const lazy = Object.defineProperty({ ...defaultSystem }, '_global', {
      enumerable: true,
      get() {
        computed += 1;
        return defaultSystem._global;
      },
    });

    const system = pageSystem(document, lazy);
    expect(system._global).toEqual([]);
    expect(system.css).toBe(defaultSystem.css);
    expect(computed).toBe(0);
    expect(pageSystem(document.implementation.createHTMLDocument(), lazy)._global).toBe(defaultSystem._global);
    expect(computed).toBe(1);
  });
});
