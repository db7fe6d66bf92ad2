import { portalSystem } from './portal-system';

/** The dialog's content rules for a size, resolved by the portal's system as the page gets them (recipes layer). */
function contentFor(size: unknown): Record<string, unknown> {
  const recipe = portalSystem.getSlotRecipeFn('dialog');
  const resolved = portalSystem.css(recipe({ size } as never).content) as Record<string, Record<string, unknown>>;
  return resolved['@layer recipes']!;
}

describe('the portal dialog sizes', () => {
  it('full on a phone, a box from md: at md the box puts back its height, corners and margin', () => {
    const content = contentFor({ base: 'full', md: 'md' });
    expect(content).toMatchObject({ minHeight: '100dvh', borderRadius: '0', '--dialog-margin': '0' });
    expect(content['@media screen and (min-width: 48rem)']).toEqual({
      maxWidth: 'var(--chakra-sizes-lg)',
      minHeight: 'auto',
      borderRadius: 'var(--chakra-radii-l3)',
      '--dialog-margin': 'initial',
    });
  });

  it('a box alone is still a box, and full stays full', () => {
    expect(contentFor('md')).toMatchObject({ maxWidth: 'var(--chakra-sizes-lg)', minHeight: 'auto', borderRadius: 'var(--chakra-radii-l3)' });
    expect(contentFor('full')).toMatchObject({ minHeight: '100dvh', borderRadius: '0', '--dialog-margin': '0' });
  });
});
