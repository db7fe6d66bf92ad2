import { defineEndpoint } from '../endpoint';
import { boardPlacesQuerySchema, boardPlacesSchema, boardQuerySchema, boardSchema } from '../../schemas/board';

/** «Доска работ» (docs/board.md): one call per view of the board, and the place picker's list once per opening. */
export const boardEndpoints = {
  places: defineEndpoint({
    method: 'GET',
    path: '/api/board/places',
    access: 'user',
    summary:
      'Места доски работ: места, где у организации пользователя есть наряд-допуски на доске за период (from, to — как у доски), по названию, с числом её наряд-допусков и числом в работе',
    query: boardPlacesQuerySchema,
    response: boardPlacesSchema,
  }),
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
