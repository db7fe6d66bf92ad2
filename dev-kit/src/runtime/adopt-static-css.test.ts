import { adoptStaticCss } from './adopt-static-css';

afterEach(() => document.head.querySelectorAll('style[data-static-css]').forEach((style) => style.remove()));

describe('adoptStaticCss', () => {
  it('puts the rules in the page once, however many modules bring the same sheet', () => {
    const sheet = { id: 'permit-table-css-0a1b2c3d', css: '.permit-table{display:table;}' };
    adoptStaticCss(sheet);
    adoptStaticCss(sheet);
    const styles = document.head.querySelectorAll<HTMLStyleElement>('style[data-static-css]');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.dataset.staticCss).toBe(sheet.id);
    expect(styles[0]?.textContent).toBe(sheet.css);
  });

  it("adds another build's rules beside the older ones, and nothing for an empty sheet", () => {
    adoptStaticCss({ id: 'permit-table-css-0a1b2c3d', css: '.permit-table{display:table;}' });
    adoptStaticCss({ id: 'permit-table-css-ffffffff', css: '.permit-table{display:block;}' });
    adoptStaticCss({ id: 'static-css-in-jest', css: '' });
    expect([...document.head.querySelectorAll<HTMLStyleElement>('style[data-static-css]')].map((style) => style.dataset.staticCss)).toEqual([
      'permit-table-css-0a1b2c3d',
      'permit-table-css-ffffffff',
    ]);
  });
});
