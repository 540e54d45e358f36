import type { Api } from './api-types';

/**
 * An Api whose implementation is imported on first use. The script-tag loader hands this to
 * blocks and to `window.Tessera.api`, so the data layer is a shared chunk fetched only by pages
 * that call the network, and the loader entry stays within its 3 kB budget. Every method
 * returns a promise; `setDefaultHeader` applies once the data layer has loaded, before any call
 * made after it.
 */
export function createLazyApi(
  load: () => Promise<Api> = () => import('./api').then((module) => module.api),
): Api {
  let api: Promise<Api> | undefined;
  const real = () =>
    (api ??= load().catch((error: unknown) => {
      // A chunk that failed to load (a flaky network) is tried again on the next call.
      api = undefined;
      throw error;
    }));
  return new Proxy({} as Api, {
    get:
      (_target, method: keyof Api) =>
      (...args: unknown[]) =>
        real().then((loaded) => (loaded[method] as (...args: unknown[]) => unknown)(...args)),
  });
}
