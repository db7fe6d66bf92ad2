const rules = new Intl.PluralRules('ru');

/** Russian plural forms through Intl.PluralRules: one, few, many. */
export function pluralRu(count: number, forms: { one: string; few: string; many: string }): string {
  const category = rules.select(count);
  if (category === 'one') return forms.one;
  if (category === 'few') return forms.few;
  return forms.many;
}
