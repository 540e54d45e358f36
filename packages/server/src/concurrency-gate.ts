/**
 * A gate in front of costly work (password hashing): at most `concurrent` runs at once, the others
 * wait in line, first come first served; with a `limit`, at most `limit.waiting` wait and the next
 * is refused with `limit.full()`. A finished run hands its slot straight to the next in line.
 */
export function createConcurrencyGate(
  concurrent: number,
  limit?: { waiting: number; full: () => Error },
): <T>(work: () => Promise<T>) => Promise<T> {
  let active = 0;
  const line: (() => void)[] = [];
  return async (work) => {
    if (active < concurrent) active++;
    else if (!limit || line.length < limit.waiting) {
      await new Promise<void>((resume) => line.push(resume));
    } else throw limit.full();
    try {
      return await work();
    } finally {
      const next = line.shift();
      if (next) next();
      else active--;
    }
  };
}
