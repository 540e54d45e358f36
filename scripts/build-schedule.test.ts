// The order of `npm run build` (scripts/build-schedule.mjs): a package starts only once its
// dependencies are built, at most `slots` at once; a failure stops the scheduling and is reported
// with the failed step's output; a cycle is refused before anything starts.
import { describe, expect, it } from 'vitest';
import { buildInOrder, findCycle, runStep } from './build-schedule.mjs';

/** Builds the test finishes by hand, logging each start and end. */
function manualBuilds() {
  const log: string[] = [];
  const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  let runningNow = 0;
  let mostAtOnce = 0;
  const build = (name: string) =>
    new Promise<void>((resolve, reject) => {
      log.push(`start ${name}`);
      runningNow += 1;
      mostAtOnce = Math.max(mostAtOnce, runningNow);
      const end = (entry: string) => {
        log.push(entry);
        runningNow -= 1;
      };
      pending.set(name, {
        resolve: () => {
          end(`end ${name}`);
          resolve();
        },
        reject: (error) => {
          end(`fail ${name}`);
          reject(error);
        },
      });
    });
  // Lets the scheduler see an ended build and start what it allows (no timers involved).
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const finish = async (name: string) => {
    pending.get(name)?.resolve();
    await settle();
  };
  const fail = async (name: string, error: Error) => {
    pending.get(name)?.reject(error);
    await settle();
  };
  return { log, build, settle, finish, fail, mostAtOnce: () => mostAtOnce };
}

describe('the build order', () => {
  it('starts a package only after all its dependencies are built', async () => {
    const builds = manualBuilds();
    const packages = new Map([
      ['d', ['b', 'c']],
      ['c', ['a']],
      ['b', ['a']],
      ['a', []],
    ]);
    const all = buildInOrder(packages, 4, builds.build);
    await builds.settle();
    expect(builds.log).toEqual(['start a']);
    await builds.finish('a');
    expect(builds.log).toEqual(['start a', 'end a', 'start b', 'start c']);
    await builds.finish('b');
    expect(builds.log.at(-1)).toBe('end b');
    await builds.finish('c');
    expect(builds.log.slice(-2)).toEqual(['end c', 'start d']);
    await builds.finish('d');
    await expect(all).resolves.toBe(undefined);
  });

  it('runs at most `slots` builds at once, starting the next as one ends', async () => {
    const builds = manualBuilds();
    const packages = new Map(['a', 'b', 'c', 'd', 'e'].map((name) => [name, []]));
    const all = buildInOrder(packages, 2, builds.build);
    await builds.settle();
    expect(builds.log).toEqual(['start a', 'start b']);
    await builds.finish('b');
    expect(builds.log).toEqual(['start a', 'start b', 'end b', 'start c']);
    for (const name of ['a', 'c', 'd', 'e']) await builds.finish(name);
    await all;
    expect(builds.mostAtOnce()).toBe(2);
    expect(builds.log.filter((entry) => entry.startsWith('start'))).toHaveLength(5);
  });

  it('starts nothing after a failure, lets the running builds end, then rejects with it', async () => {
    const builds = manualBuilds();
    const packages = new Map([
      ['a', []],
      ['b', []],
      ['c', []],
      ['d', ['a']],
    ]);
    const all = buildInOrder(packages, 2, builds.build);
    let outcome: unknown;
    all.catch((error) => {
      outcome = error;
    });
    await builds.settle();
    const failure = new Error('build: b failed (exit 2) after 1.0 s');
    await builds.fail('b', failure);
    // c would have had b's slot; a still runs and is waited for.
    expect(builds.log).toEqual(['start a', 'start b', 'fail b']);
    expect(outcome).toBe(undefined);
    await builds.finish('a');
    expect(builds.log).toEqual(['start a', 'start b', 'fail b', 'end a']);
    expect(outcome).toBe(failure);
  });

  it('refuses a dependency cycle before building anything', async () => {
    const builds = manualBuilds();
    const packages = new Map([
      ['@tessera/a', ['@tessera/b']],
      ['@tessera/b', ['@tessera/c']],
      ['@tessera/c', ['@tessera/a']],
      ['@tessera/d', []],
    ]);
    await expect(buildInOrder(packages, 2, builds.build)).rejects.toThrow(
      'Workspace dependency cycle: @tessera/a → @tessera/b → @tessera/c → @tessera/a',
    );
    expect(builds.log).toEqual([]);
  });

  it('refuses a dependency on a package it does not know', async () => {
    const builds = manualBuilds();
    await expect(buildInOrder(new Map([['a', ['z']]]), 2, builds.build)).rejects.toThrow(
      'a depends on unknown z',
    );
    expect(builds.log).toEqual([]);
  });

  it('finds a package that depends on itself, and no cycle in a tree', () => {
    expect(findCycle(new Map([['a', ['a']]]))).toEqual(['a', 'a']);
    expect(
      findCycle(
        new Map([
          ['a', []],
          ['b', ['a']],
          ['c', ['a', 'b']],
        ]),
      ),
    ).toBe(undefined);
  });
});

describe('a build step', () => {
  const collector = () => {
    const chunks: string[] = [];
    return { chunks, out: { write: (chunk: string | Uint8Array) => chunks.push(String(chunk)) } };
  };
  const script = (exitCode: number) => [
    '-e',
    `process.stdout.write('out 1\\n'); process.stderr.write('err 1\\n'); process.exitCode = ${exitCode};`,
  ];

  it('writes its output whole when it ends, then how long it took', async () => {
    const { chunks, out } = collector();
    await runStep('@tessera/a', process.execPath, script(0), { cwd: process.cwd(), out });
    expect(chunks).toHaveLength(2);
    expect(chunks[0]?.split('\n').sort()).toEqual(['', 'err 1', 'out 1']);
    expect(chunks[1]).toMatch(/^build: @tessera\/a done in \d+\.\d s\n$/);
  });

  it('fails naming its package, after writing its output whole', async () => {
    const { chunks, out } = collector();
    await expect(
      runStep('@tessera/b', process.execPath, script(2), { cwd: process.cwd(), out }),
    ).rejects.toThrow(/^build: @tessera\/b failed \(exit 2\) after \d+\.\d s$/);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.split('\n').sort()).toEqual(['', 'err 1', 'out 1']);
  });
});
