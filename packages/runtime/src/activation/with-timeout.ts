/** Spec 002 §9: a block's module that does not arrive within `ms` counts as failed. */
export function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The module of block "${name}" did not load within ${ms} ms`)),
      ms,
    );
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
