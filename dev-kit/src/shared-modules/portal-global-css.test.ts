/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { THEME_PALETTES } from './portal-global-css';
import { portalSystem } from './portal-system';
import { themeCss } from './theme-css';

const ROOT = resolve(__dirname, '..', '..', '..');
const APP_SOURCES = ['shell/src', 'mf-permits/src', 'mf-admin/src', 'mf-notifications/src', 'dev-kit/src'];

/** The style props whose CSS composes the custom properties the portal's `*` rule no longer declares. */
const COMPOSING_PROPS =
  /\b(ring|ringColor|ringWidth|ringOffset|ringOffsetColor|ringOffsetWidth|ringInset|filter|backdropFilter|blur|brightness|contrast|grayscale|hueRotate|invert|saturate|sepia|dropShadow|backdrop(Blur|Brightness|Contrast|Grayscale|HueRotate|Invert|Opacity|Saturate|Sepia))\s*[=:]\s*['"{]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('portalGlobalCss', () => {
  const css = themeCss(portalSystem);

  it('declares no custom property on every element', () => {
    const everyElement = [...css.matchAll(/(?:^|[{};])\*\{([^}]*)\}/g)].map((match) => match[1] ?? '');
    expect(everyElement.length).toBeGreaterThan(0);
    expect(everyElement.filter((body) => body.includes('--'))).toEqual([]);
  });

  it("declares the reset's --global-* values once, on html", () => {
    const html = [...css.matchAll(/(?:^|[{};])html\{([^}]*)\}/g)].map((match) => match[1] ?? '').join(';');
    expect(html).toContain('--global-color-border:var(--chakra-colors-border)');
    expect(html).toContain('--global-font-body:var(--chakra-fonts-body)');
    expect(html).toContain('--global-font-mono:var(--chakra-fonts-mono)');
  });

  it('is safe because no app uses the ring or filter utilities whose defaults it leaves out', () => {
    const uses = APP_SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir))).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line) && COMPOSING_PROPS.test(line))
        .map((line) => `${file.slice(ROOT.length + 1)}: ${line.trim()}`),
    );
    expect(uses).toEqual([]);
  });
});

describe('the theme palettes by data attribute', () => {
  const css = themeCss(portalSystem);

  it("gives each of the theme's palettes a data-palette rule with its colorPalette values", () => {
    expect(THEME_PALETTES).toEqual(expect.arrayContaining(['gray', 'blue', 'orange', 'teal', 'green', 'purple', 'red', 'cyan', 'yellow']));
    for (const palette of THEME_PALETTES) {
      const rule = new RegExp(`\\[data-palette=${palette}\\]\\{([^}]*)\\}`).exec(css);
      expect(rule?.[1]).toContain(`--chakra-colors-color-palette-solid:var(--chakra-colors-${palette}-solid)`);
      expect(rule?.[1]).toContain(`--chakra-colors-color-palette-fg:var(--chakra-colors-${palette}-fg)`);
    }
  });
});
