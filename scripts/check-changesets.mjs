// `npm run check:changesets` (part of `npm test`): fails when a branch changes what a published
// package ships without a changeset that names the package. `changeset status` alone does not
// do this: it fails only when a branch has no changeset at all, whichever packages it names.
//
// The branch is compared with where it left main (`git merge-base HEAD main`, or origin/main in
// a clone without a local main), working-tree changes included. On main itself, as in CI's fresh
// clone, there is nothing to compare and the check passes; outside a git checkout it is skipped.
// A file counts when it ships or builds what ships: tests, the size-limit budgets and the
// bundles they measure (scripts/) do not. The script-tag build bundles the packages it depends
// on, so a change to any of them is a change to @tessera/script too. An empty changeset
// (`npm run changeset -- --empty`) says on purpose that the branch releases nothing.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import parseChangeset from '@changesets/parse';
import { SCRIPT_PACKAGE } from './publish-manifest.mjs';

function git(cwd, args) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

function tryGit(cwd, args) {
  try {
    return git(cwd, args).trim();
  } catch {
    return undefined;
  }
}

/** Whether a change to this file (relative to its package folder) changes what is released. */
export function changesRelease(file) {
  if (file.startsWith('test/') || file.startsWith('scripts/')) return false;
  if (/(^|\/)[^/]+\.test\.[cm]?[jt]sx?$/.test(file)) return false;
  return file !== 'size-limit.json';
}

function workspacePackages(cwd) {
  const packages = new Map();
  const folder = join(cwd, 'packages');
  if (!existsSync(folder)) return packages;
  for (const name of readdirSync(folder)) {
    const file = join(folder, name, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    if (!manifest.private) packages.set(`packages/${name}/`, manifest);
  }
  return packages;
}

/** Files changed since `base`: committed, staged, unstaged and new (not ignored). */
function changedFiles(cwd, base) {
  const tracked = git(cwd, ['diff', '--name-only', '--no-renames', base]);
  const untracked = git(cwd, ['ls-files', '--others', '--exclude-standard']);
  return [...new Set(`${tracked}\n${untracked}`.split('\n').filter(Boolean))].sort();
}

function changedPackages(files, packages) {
  const changed = new Set();
  for (const file of files) {
    if (file === 'rollup.config.mjs') changed.add(SCRIPT_PACKAGE);
    for (const [prefix, manifest] of packages) {
      if (file.startsWith(prefix) && changesRelease(file.slice(prefix.length))) {
        changed.add(manifest.name);
      }
    }
  }
  const script = [...packages.values()].find(({ name }) => name === SCRIPT_PACKAGE);
  const bundled = Object.keys(script?.dependencies ?? {});
  if (script && bundled.some((name) => changed.has(name))) changed.add(SCRIPT_PACKAGE);
  return [...changed].sort();
}

function readChangesets(cwd, files, packageNames) {
  const changesets = [];
  const problems = [];
  for (const file of files) {
    if (!/^\.changeset\/[^/]+\.md$/.test(file) || file === '.changeset/README.md') continue;
    if (!existsSync(join(cwd, file))) continue; // deleted: `changeset version` consumed it
    try {
      const { releases } = parseChangeset(readFileSync(join(cwd, file), 'utf8'));
      for (const { name } of releases) {
        if (!packageNames.has(name))
          problems.push(`${file} names ${name}, not a published package`);
      }
      changesets.push({ file, releases });
    } catch (error) {
      problems.push(`${file} is not a changeset: ${error.message.split('\n')[0]}`);
    }
  }
  return { changesets, problems };
}

/**
 * @param {{ cwd: string, base?: string }} options `base`: the branch releases are cut from
 * @returns {{ skipped?: string, base?: string, changed: string[], missing: string[],
 *   problems: string[] }} `changed` the packages whose released files changed, `missing` those
 *   of them no changeset names, `problems` changesets that cannot be released
 */
export function checkChangesets({ cwd, base = 'main' }) {
  const none = { changed: [], missing: [], problems: [] };
  if (tryGit(cwd, ['rev-parse', '--is-inside-work-tree']) !== 'true') {
    return { ...none, skipped: 'not a git checkout' };
  }
  const ref = [base, `origin/${base}`].find((candidate) =>
    tryGit(cwd, ['rev-parse', '--verify', '--quiet', `${candidate}^{commit}`]),
  );
  if (!ref) return { ...none, skipped: `no ${base} branch to compare with` };
  const mergeBase = tryGit(cwd, ['merge-base', 'HEAD', ref]);
  if (!mergeBase) return { ...none, skipped: `HEAD shares no history with ${ref}` };
  const files = changedFiles(cwd, mergeBase);
  const packages = workspacePackages(cwd);
  const names = new Set([...packages.values()].map(({ name }) => name));
  const changed = changedPackages(files, packages);
  const { changesets, problems } = readChangesets(cwd, files, names);
  const releasesNothing = changesets.some(({ releases }) => releases.length === 0);
  const named = new Set(changesets.flatMap(({ releases }) => releases.map(({ name }) => name)));
  const missing = releasesNothing ? [] : changed.filter((name) => !named.has(name));
  return { base: ref, changed, missing, problems };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = checkChangesets({ cwd: resolve(import.meta.dirname, '..') });
  if (result.skipped) {
    console.log(`check:changesets: skipped (${result.skipped})`);
  } else {
    const changed = result.changed.length > 0 ? result.changed.join(', ') : 'none';
    console.log(`check:changesets: packages changed since ${result.base}: ${changed}`);
    for (const problem of result.problems) console.error(`  ${problem}`);
    if (result.missing.length > 0) {
      console.error(
        `  no changeset names ${result.missing.join(', ')}: run \`npm run changeset\` and commit ` +
          'the file it writes (or `npm run changeset -- --empty` when nothing is released)',
      );
    }
    if (result.missing.length > 0 || result.problems.length > 0) process.exit(1);
  }
}
