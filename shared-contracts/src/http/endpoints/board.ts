import { defineEndpoint } from '../endpoint';
import { boardPlacesQuerySchema, boardPlacesSchema, boardQuerySchema, boardSchema } from '../../schemas/board';

/** «Доска работ» (docs/board.md): one call per view of the board, and the place picker's list once per opening. */
export const boardEndpoints = {
  places: defineEndpoint({
    method: 'GET',
    path: '/api/board/places',
    access: 'user',
    query: boardPlacesQuerySchema,
    response: boardPlacesSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/board',
    access: 'user',
    query: boardQuerySchema,
    response: boardSchema,
  }),
};
