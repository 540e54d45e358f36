/** Spec 002 §9: a block's module that does not arrive within `ms` counts as failed. */
export function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const error = new Error(`The module of block "${name}" did not load within ${ms} ms`);
    const timer = setTimeout(reject, ms, error);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
