/**
 * A new permit's save key: 32 hex digits the form sends with each create until one is answered, so that a create
 * sent again after a lost answer finds the permit the first one made (docs/domain.md «Решения портала…»).
 * getRandomValues rather than randomUUID: a site's portal may be served over plain HTTP, where only it exists.
 */
export const newSaveKey = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
