import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { AUTH_SCHEME_PREFIX } from '@permit/shared-contracts';
import { isPublicRequest } from './public-endpoints';

/**
 * The portal's one axios instance. Same origin (the static server proxies /api), every status is a
 * response for the transport to judge, and the Bearer_ header is added while a token exists.
 */
export function createHttpInstance(getToken: () => string | null, adapter?: AxiosAdapter): AxiosInstance {
  const instance = axios.create({
    validateStatus: () => true,
    headers: { Accept: 'application/json' },
    ...(adapter ? { adapter } : {}),
  });
  instance.interceptors.request.use((config) => {
    const token = getToken();
    if (token && !isPublicRequest(config.url)) config.headers.set('Authorization', `${AUTH_SCHEME_PREFIX}${token}`);
    return config;
  });
  return instance;
}
