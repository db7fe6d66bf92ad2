/** Entries the reference lists lack are typed by hand, separated by semicolons (docs/domain.md «Форматы обмена»). */
export const HAND_HELPER = 'Несколько записей — через точку с запятой';
