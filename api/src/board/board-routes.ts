import type { FastifyInstance } from 'fastify';
import { endpoints } from '@permit/shared-contracts';
import { route } from '../http/route';
import type { BoardService } from './board-service';

export function registerBoardRoutes(app: FastifyInstance, deps: { board: BoardService }): void {
  route(app, endpoints.board.get, ({ user, query }) => deps.board.board(user, query));
  route(app, endpoints.board.places, ({ user, query }) => deps.board.places(user, query));
}
