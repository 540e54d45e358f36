// Types of scripts/build-schedule.mjs for the TypeScript test that uses it.
export function findCycle(packages: ReadonlyMap<string, readonly string[]>): string[] | undefined;

export function buildInOrder(
  packages: ReadonlyMap<string, readonly string[]>,
  slots: number,
  build: (name: string) => Promise<unknown> | undefined,
): Promise<void>;

export function runStep(
  label: string,
  command: string,
  args: readonly string[],
  options: { cwd: string; out?: { write(chunk: string | Uint8Array): unknown } },
): Promise<void>;
