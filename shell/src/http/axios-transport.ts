import type { AxiosProgressEvent } from 'axios';
import { ApiError, type HttpTransport } from '@permit/shared-contracts';
import type { HttpInstance } from './http-instance';
import { isPublicRequest } from './public-endpoints';
import type { UnauthorizedPolicy } from './unauthorized-policy';

function fraction(event: AxiosProgressEvent): number {
  if (event.total) return Math.min(1, event.loaded / event.total);
  return event.progress ?? 0;
}

/** axios's own test, from the module the instance already loaded (nothing is loaded when it failed to). */
async function isCancel(error: unknown): Promise<boolean> {
  if (!(error instanceof Error) || error.name !== 'CanceledError') return false;
  const axios = await import('axios');
  return axios.isCancel(error);
}

/** createApiClient's transport over the shell's axios instance, applying the 401 and network rules. */
export function createAxiosTransport(http: HttpInstance, policy: UnauthorizedPolicy): HttpTransport {
  return async (request) => {
    const exempt = isPublicRequest(request.url);
    const onProgress = request.onUploadProgress;
    try {
      const instance = await http();
      const response = await instance.request<unknown>({
        method: request.method,
        url: request.url,
        params: request.query,
        data: request.body,
        responseType: request.responseType === 'blob' ? 'blob' : 'json',
        signal: request.signal,
        onUploadProgress: onProgress ? (event) => onProgress(fraction(event)) : undefined,
      });
      if (response.status === 401 && !exempt) {
        if (request.kind === 'read') policy.readFailed();
        else policy.writeUnauthorized();
      }
      return { status: response.status, data: response.data };
    } catch (error) {
      // The caller gave up; that says nothing about the session or the network.
      if (await isCancel(error)) throw new ApiError(0, 'ABORTED', 'Запрос отменён', error);
      if (request.kind === 'read' && !exempt) policy.readFailed();
      throw error;
    }
  };
}
