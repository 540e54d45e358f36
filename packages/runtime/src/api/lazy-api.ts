import type { Api } from './api';

/**
 * An Api whose implementation is imported on first use. The script-tag loader hands this to
 * blocks and to `window.Tessera.api`, so the data layer is a shared chunk fetched only by pages
 * that call the network, and the loader entry stays within its 3 kB budget.
 */
export function createLazyApi(
  load: () => Promise<Api> = () => import('./api').then((m) => m.api),
): Api {
  let api: Promise<Api> | undefined;
  const headers: [string, string | undefined][] = [];
  const real = () => {
    api ??= load().then((loaded) => {
      for (const [name, value] of headers.splice(0)) loaded.setDefaultHeader(name, value);
      return loaded;
    });
    return api;
  };
  return {
    request: (method, path, body, options) =>
      real().then((loaded) => loaded.request(method, path, body, options)),
    get: (path, options) => real().then((loaded) => loaded.get(path, options)),
    post: (path, body, options) => real().then((loaded) => loaded.post(path, body, options)),
    put: (path, body, options) => real().then((loaded) => loaded.put(path, body, options)),
    delete: (path, options) => real().then((loaded) => loaded.delete(path, options)),
    setDefaultHeader(name, value) {
      if (api) void api.then((loaded) => loaded.setDefaultHeader(name, value));
      else headers.push([name, value]);
    },
  } as Api;
}
