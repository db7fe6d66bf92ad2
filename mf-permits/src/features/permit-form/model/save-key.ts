/**
 * A form's save key: 32 hex digits it sends with each save, so that a save sent again after a lost answer is the same
 * save: a create finds the permit the first one made, an edit saves over its own first send instead of getting 409
 * (docs/domain.md «Решения портала…»).
 * getRandomValues rather than randomUUID: a site's portal may be served over plain HTTP, where only it exists.
 */
export const newSaveKey = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
