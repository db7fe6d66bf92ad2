/**
 * @jest-environment node
 */
// Node's Blob reads its text as a browser's does; jsdom's has no text(), so a download's error body is tried here.
import { ApiError, ERROR_TEXTS, createApiClient, endpoints } from '@permit/shared-contracts';
import { answeredError } from '../testing';
import { failureText } from './failure-text';

describe('failureText', () => {
  it('gives the server’s message when it answered with an error body, even one this contract does not list yet', async () => {
    expect(failureText(await answeredError(409, { code: 'CONFLICT', message: 'Запись используется' }))).toBe('Запись используется');
    expect(failureText(await answeredError(422, { code: 'NEW_CODE', message: 'Новая причина' }))).toBe('Новая причина');
  });

  it('gives the server’s message of a failed download, whose error body arrives as a Blob', async () => {
    const body = new Blob([JSON.stringify({ code: 'NOT_FOUND', message: 'У этого вида нет печатной формы' })], { type: 'application/json' });
    expect(failureText(await answeredError(404, body))).toBe('У этого вида нет печатной формы');
  });

  it('gives the server’s message even when it reads like the client’s own generic text: the body decides, not the words', async () => {
    expect(failureText(await answeredError(503, { code: 'SERVICE_UNAVAILABLE', message: ERROR_TEXTS.loadFailed }))).toBe(ERROR_TEXTS.loadFailed);
  });

  it('gives null for an answer the client could not read, so the caller words it', async () => {
    expect(failureText(await answeredError(502, '<html>Bad Gateway</html>'))).toBeNull();
    const unreadable = await createApiClient(async () => ({ status: 200, data: { status: 'broken' } }))
      .call(endpoints.system.health, {})
      .catch((error: unknown) => error);
    expect(unreadable).toBeInstanceOf(ApiError);
    expect(failureText(unreadable)).toBeNull();
  });

  it('gives the client’s own text for a call that got no answer, and null for anything that is not an API error', () => {
    expect(failureText(new ApiError(0, 'OFFLINE', ERROR_TEXTS.offlineWrite))).toBe(ERROR_TEXTS.offlineWrite);
    expect(failureText(new Error('boom'))).toBeNull();
    expect(failureText(undefined)).toBeNull();
  });
});
