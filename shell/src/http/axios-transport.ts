import axios, { type AxiosInstance, type AxiosProgressEvent } from 'axios';
import { ApiError, type HttpTransport } from '@permit/shared-contracts';
import { isPublicRequest } from './public-endpoints';
import type { UnauthorizedPolicy } from './unauthorized-policy';

function fraction(event: AxiosProgressEvent): number {
  if (event.total) return Math.min(1, event.loaded / event.total);
  return event.progress ?? 0;
}

/** createApiClient's transport over the shell's axios instance, applying the 401 and network rules. */
export function createAxiosTransport(instance: AxiosInstance, policy: UnauthorizedPolicy): HttpTransport {
  return async (request) => {
    const exempt = isPublicRequest(request.url);
    const onProgress = request.onUploadProgress;
    try {
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
      if (axios.isCancel(error)) throw new ApiError(0, 'ABORTED', 'Запрос отменён', error);
      if (request.kind === 'read' && !exempt) policy.readFailed();
      throw error;
    }
  };
}
