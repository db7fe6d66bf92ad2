import type { AxiosAdapter, AxiosInstance } from 'axios';
import { AUTH_SCHEME_PREFIX } from '@permit/shared-contracts';
import { isPublicRequest } from './public-endpoints';

/** The portal's one axios instance, made on first use. */
export type HttpInstance = () => Promise<AxiosInstance>;

/**
 * The portal's one axios instance. Same origin (the static server proxies /api), every status is a
 * response for the transport to judge, and the Bearer_ header is added while a token exists. axios is
 * loaded with the first request (or when the shell starts signed in), not with /auth's first paint; a
 * failed load is tried again by the next request.
 */
export function createHttpInstance(getToken: () => string | null, adapter?: AxiosAdapter): HttpInstance {
  let loading: Promise<AxiosInstance> | null = null;
  const create = async (): Promise<AxiosInstance> => {
    const { default: axios } = await import(/* webpackChunkName: "signed-in-axios" */ 'axios');
    const instance = axios.create({
      validateStatus: () => true,
      headers: { Accept: 'application/json' },
      // XHR by name: the portal never uses axios's fetch adapter, which the builds leave out (tooling/axios-no-fetch-adapter.js).
      adapter: adapter ?? 'xhr',
    });
    instance.interceptors.request.use((config) => {
      const token = getToken();
      if (token && !isPublicRequest(config.url)) config.headers.set('Authorization', `${AUTH_SCHEME_PREFIX}${token}`);
      return config;
    });
    return instance;
  };
  return () => {
    loading ??= create().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
