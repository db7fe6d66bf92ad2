import { createSystem, defaultConfig } from '@chakra-ui/react';
import { portalSystem as system } from './portal-system';

/** The hex value (in the portal's system, the one the browser builds render with; light only) of a semantic colour token such as fg.error. */
function lightHex(name: string): string {
  const token = system.tokens.getByName(`colors.${name}`);
  const reference = String(token?.originalValue ?? '');
  const target = /^\{(.+)\}$/.exec(reference)?.[1];
  if (!target) throw new Error(`no light value for ${name}`);
  return String(system.token(target));
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('accessible colours', () => {
  it.each(['fg.error', 'fg.warning'])('%s text reaches 4.5:1 on the white, subtle and muted backgrounds', (name) => {
    for (const background of ['bg', 'bg.subtle', 'bg.muted']) {
      expect(contrast(lightHex(name), lightHex(background))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("the default theme's values would not", () => {
    const stock = createSystem(defaultConfig);
    const stockError = String(stock.token('colors.red.500'));
    expect(contrast(stockError, lightHex('bg.subtle'))).toBeLessThan(4.5);
  });
});
