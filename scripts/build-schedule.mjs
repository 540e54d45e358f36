// The order of `npm run build` (scripts/build.mjs): each workspace package is built once the
// @tessera packages it depends on are built, up to `slots` at once. Each step's output is held
// until it ends and then written whole, so parallel logs stay readable.
import { spawn } from 'node:child_process';

/** The first dependency cycle among `packages` (name → its dependencies), as a path, or none. */
export function findCycle(packages) {
  const state = new Map(); // name → 'visiting' | 'done'
  const visit = (name, path) => {
    if (state.get(name) === 'done') return undefined;
    if (state.get(name) === 'visiting') return [...path.slice(path.indexOf(name)), name];
    state.set(name, 'visiting');
    for (const dependency of packages.get(name)) {
      const cycle = visit(dependency, [...path, name]);
      if (cycle) return cycle;
    }
    state.set(name, 'done');
    return undefined;
  };
  for (const name of [...packages.keys()].sort()) {
    const cycle = visit(name, []);
    if (cycle) return cycle;
  }
  return undefined;
}

/** Refuses a dependency outside `packages` or a cycle before anything is built. */
function checkGraph(packages) {
  for (const [name, dependencies] of packages) {
    for (const dependency of dependencies) {
      if (!packages.has(dependency)) throw new Error(`${name} depends on unknown ${dependency}`);
    }
  }
  const cycle = findCycle(packages);
  if (cycle) throw new Error(`Workspace dependency cycle: ${cycle.join(' → ')}`);
}

/**
 * Calls `build(name)` for every package of `packages` (name → its dependencies), each once all
 * its dependencies' builds resolved, at most `slots` at a time, in name order among those ready.
 * After a build rejects nothing more starts; the steps running end first (their output is written
 * whole), then this rejects with that build's error.
 */
export async function buildInOrder(packages, slots, build) {
  checkGraph(packages);
  const done = new Set();
  const started = new Set();
  const running = new Set();
  let failure;
  const ready = () =>
    [...packages.keys()]
      .sort()
      .filter((name) => !started.has(name))
      .filter((name) => packages.get(name).every((dependency) => done.has(dependency)));
  while (done.size < packages.size && !failure) {
    for (const name of ready().slice(0, slots - running.size)) {
      started.add(name);
      const step = Promise.resolve()
        .then(() => build(name))
        .then(
          () => done.add(name),
          (error) => {
            failure ??= { error };
          },
        )
        .finally(() => running.delete(step));
      running.add(step);
    }
    await Promise.race(running);
  }
  await Promise.all(running);
  if (failure) throw failure.error;
}

/**
 * Runs `command args…` in `cwd`, holding its stdout and stderr until it ends, then writes them
 * whole to `out` with a line saying how it went; rejects, naming `label`, when it fails.
 */
export function runStep(label, command, args, { cwd, out = process.stdout }) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      out.write(Buffer.concat(output));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        out.write(`build: ${label} done in ${seconds} s\n`);
        resolve();
      } else {
        reject(new Error(`build: ${label} failed (exit ${code}) after ${seconds} s`));
      }
    });
  });
}
