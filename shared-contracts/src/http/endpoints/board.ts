import { defineEndpoint } from '../endpoint';
import { boardQuerySchema, boardSchema } from '../../schemas/board';

/** «Доска работ» (docs/board.md): one call per view of the board. */
export const boardEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/board',
    access: 'user',
    summary:
      'Доска работ: места организации пользователя, их зоны и наряд-допуски в зонах за период (from, to — ГГГГ-ММ-ДД, не более 31 дня; по умолчанию сегодня и 7 дней), с отметками конфликтов и окончания в ближайшие 24 часа',
    query: boardQuerySchema,
    response: boardSchema,
  }),
};
