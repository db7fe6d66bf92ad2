import type { Socket } from 'node:net';
import { type ErrorCode } from '@permit/shared-contracts';
import { API_MESSAGES } from './api-messages';

interface Refusal {
  status: number;
  reason: string;
  code: ErrorCode;
  message: string;
}

/** What Node's parser refused, in the API's terms. */
function refusalOf(error: NodeJS.ErrnoException): Refusal {
  // Headers or an address over Node's 16 KB: the same refusal as a body over the limit.
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return { status: 413, reason: 'Payload Too Large', code: 'PAYLOAD_TOO_LARGE', message: API_MESSAGES.payloadTooLarge };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, reason: 'Request Timeout', code: 'BAD_REQUEST', message: 'Запрос не пришёл целиком вовремя' };
  return { status: 400, reason: 'Bad Request', code: 'BAD_REQUEST', message: API_MESSAGES.badRequest };
}

/** Whether a response on this connection has already begun: writing now would land inside its body. */
function answering(socket: Socket): boolean {
  const response: unknown = Reflect.get(socket, '_httpMessage');
  return typeof response === 'object' && response !== null && Reflect.get(response, '_headerSent') === true;
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (headers or an address over 16 KB, a
 * malformed request line) never reaches Fastify's error handler, and was answered in Fastify's own English shape.
 * It gets the API's `{ code, message }` instead, written on the raw socket, which is then closed, as Node's and
 * Fastify's own handlers do: the connection cannot carry another request, and a client keeping its side open must
 * not keep it either. Nothing is written into a response already under way.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable && !answering(socket)) {
    const { status, reason, code, message } = refusalOf(error);
    const body = JSON.stringify({ code, message });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
