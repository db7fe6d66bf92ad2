import { semanticTokens } from '@chakra-ui/react/theme';
import { lightOnly } from './light-scheme';
import { portalSystem } from './portal-system';

describe('light colour scheme', () => {
  it('keeps each token with its light value and drops the dark one', () => {
    const tokens = { colors: { bg: { DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.black}' } } }, plain: { value: '#fff' } } };
    expect(lightOnly(tokens)).toEqual({ colors: { bg: { DEFAULT: { value: '{colors.white}' } }, plain: { value: '#fff' } } });
  });

  it("leaves Chakra's own tokens intact: same names, each with its light value", () => {
    const light = lightOnly(semanticTokens);
    expect(light.colors?.fg).toMatchObject({ DEFAULT: { value: '{colors.black}' } });
    expect(Object.keys(light.colors ?? {})).toEqual(Object.keys(semanticTokens.colors ?? {}));
  });

  it("the portal's theme CSS has no dark-scheme variables", () => {
    const css = JSON.stringify(portalSystem._global);
    expect(css).toContain('--chakra-colors-fg-error');
    expect(css).not.toContain('.dark');
  });
});
