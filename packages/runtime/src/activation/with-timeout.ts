/** Spec 002 §9: a block's module that does not arrive within `ms` counts as failed. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    // The log line that shows the error names the block.
    const timer = setTimeout(reject, ms, Error(`did not load within ${ms} ms`));
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
