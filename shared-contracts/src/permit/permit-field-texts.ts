// What a refused permit field says under its input, the same whether the form's own check or the server's save
// refused it (api/src/nd/field-problems.ts; docs/architecture.md «Контракт»).
// Not exported from the package's index: the index is the shared module every page loads, the sign-in page too,
// whose script budget has a few dozen bytes to spare (docs/performance.md). Only the permit form and the API read
// these, and each imports this file.
export const PERMIT_FIELD_TEXTS = {
  required: 'Заполните поле, чтобы отправить на рассмотрение',
  endBeforeStart: 'Окончание работ должно быть позже начала',
} as const;
