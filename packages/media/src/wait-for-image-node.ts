/**
 * Image nodes rendered late (by a template or another script) are looked for again: up to 100
 * times at 10 ms (spec 001 §9), then the promise rejects with 'No image' (spec 001 §8).
 */
import { IMAGE_NODE_RETRIES, IMAGE_NODE_RETRY_INTERVAL_MS } from './constants';
import { mediaMessages } from './messages';

export interface WaitOptions {
  /** Retries after the first look. Default 100. */
  retries?: number;
  /** Between looks, ms. Default 10. */
  intervalMs?: number;
  /** Stops looking (the promise then rejects with the signal's reason). */
  signal?: AbortSignal;
}

export function waitForImageNode(
  find: () => Element | null | undefined,
  options: WaitOptions = {},
): Promise<HTMLImageElement> {
  const retries = options.retries ?? IMAGE_NODE_RETRIES;
  const intervalMs = options.intervalMs ?? IMAGE_NODE_RETRY_INTERVAL_MS;
  const { signal } = options;
  return new Promise((resolve, reject) => {
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new Error(mediaMessages.noImage));
    };
    const look = () => {
      const node = find();
      if (node) {
        signal?.removeEventListener('abort', abort);
        if (node.tagName === 'IMG') resolve(node as HTMLImageElement);
        else reject(new TypeError(mediaMessages.notAnImg));
        return;
      }
      if (attempts++ >= retries) {
        signal?.removeEventListener('abort', abort);
        reject(new Error(mediaMessages.noImage));
        return;
      }
      timer = setTimeout(look, intervalMs);
    };
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort, { once: true });
    look();
  });
}
