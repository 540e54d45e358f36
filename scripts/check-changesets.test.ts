// The changeset check (scripts/check-changesets.mjs, `npm run check:changesets`) on throwaway git
// repositories: a workspace of three published packages (@tessera/runtime, @tessera/gallery on
// it, and @tessera/script bundling both) plus a private example, committed on main.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changesRelease, checkChangesets } from './check-changesets.mjs';

const folders: string[] = [];
const identity = {
  GIT_AUTHOR_NAME: 'fixture',
  GIT_AUTHOR_EMAIL: 'fixture@example.com',
  GIT_COMMITTER_NAME: 'fixture',
  GIT_COMMITTER_EMAIL: 'fixture@example.com',
};

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...identity },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

function write(cwd: string, file: string, contents: string): void {
  mkdirSync(dirname(join(cwd, file)), { recursive: true });
  writeFileSync(join(cwd, file), contents);
}

function manifest(name: string, dependencies: Record<string, string> = {}, extra = {}): string {
  return JSON.stringify({ name, version: '1.0.0', dependencies, ...extra });
}

function changeset(releases: Record<string, string>): string {
  const lines = Object.entries(releases).map(([name, type]) => `"${name}": ${type}`);
  return ['---', ...lines, '---', '', 'A change.', ''].join('\n');
}

/** A repository on `main` with one commit, checked out on `branch` when given. */
function fixture(branch?: string): string {
  const cwd = mkdtempSync(join(tmpdir(), 'tessera-changesets-'));
  folders.push(cwd);
  git(cwd, 'init', '--quiet', '--initial-branch=main');
  write(cwd, '.gitignore', 'node_modules/\n');
  write(cwd, '.changeset/config.json', '{}');
  write(cwd, '.changeset/README.md', '# Changesets\n');
  write(cwd, 'packages/runtime/package.json', manifest('@tessera/runtime'));
  write(cwd, 'packages/runtime/src/index.ts', 'export const a = 1;\n');
  write(
    cwd,
    'packages/gallery/package.json',
    manifest('@tessera/gallery', { '@tessera/runtime': '*' }),
  );
  write(cwd, 'packages/gallery/src/index.ts', 'export const b = 1;\n');
  write(cwd, 'packages/gallery/test/index.test.ts', '// test\n');
  write(
    cwd,
    'packages/script/package.json',
    manifest('@tessera/script', { '@tessera/runtime': '*', '@tessera/gallery': '*' }),
  );
  write(cwd, 'packages/script/src/tessera.ts', 'export {};\n');
  write(cwd, 'packages/demo/package.json', manifest('@tessera/demo', {}, { private: true }));
  write(cwd, 'packages/demo/src/index.ts', 'export {};\n');
  git(cwd, 'add', '-A');
  git(cwd, 'commit', '--quiet', '-m', 'fixture');
  if (branch) git(cwd, 'checkout', '--quiet', '-b', branch);
  return cwd;
}

function commit(cwd: string, files: Record<string, string>): void {
  for (const [file, contents] of Object.entries(files)) write(cwd, file, contents);
  git(cwd, 'add', '-A');
  git(cwd, 'commit', '--quiet', '-m', 'change');
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('checkChangesets', () => {
  it('passes on a fresh clone of main: nothing to compare', () => {
    const origin = fixture();
    const clone = mkdtempSync(join(tmpdir(), 'tessera-changesets-clone-'));
    folders.push(clone);
    git(clone, 'clone', '--quiet', origin, '.');
    expect(checkChangesets({ cwd: clone })).toEqual({
      base: 'main',
      changed: [],
      missing: [],
      problems: [],
    });
  });

  it('names each changed package no changeset names, and the script that bundles it', () => {
    const cwd = fixture('feature');
    commit(cwd, { 'packages/gallery/src/index.ts': 'export const b = 2;\n' });
    expect(checkChangesets({ cwd })).toEqual({
      base: 'main',
      changed: ['@tessera/gallery', '@tessera/script'],
      missing: ['@tessera/gallery', '@tessera/script'],
      problems: [],
    });
  });

  it('passes once a changeset names every changed package', () => {
    const cwd = fixture('feature');
    commit(cwd, {
      'packages/gallery/src/index.ts': 'export const b = 2;\n',
      '.changeset/brave-cats.md': changeset({ '@tessera/gallery': 'minor' }),
      '.changeset/quiet-dogs.md': changeset({ '@tessera/script': 'patch' }),
    });
    expect(checkChangesets({ cwd })).toEqual({
      base: 'main',
      changed: ['@tessera/gallery', '@tessera/script'],
      missing: [],
      problems: [],
    });
  });

  it('does not count a changeset already on main, only those of the branch', () => {
    const cwd = fixture();
    commit(cwd, { '.changeset/old-news.md': changeset({ '@tessera/runtime': 'patch' }) });
    git(cwd, 'checkout', '--quiet', '-b', 'feature');
    commit(cwd, { 'packages/runtime/src/index.ts': 'export const a = 2;\n' });
    expect(checkChangesets({ cwd }).missing).toEqual(['@tessera/runtime', '@tessera/script']);
  });

  it('counts uncommitted and new files of the working tree', () => {
    const cwd = fixture('feature');
    write(cwd, 'packages/runtime/src/new-file.ts', 'export const c = 1;\n');
    expect(checkChangesets({ cwd }).missing).toEqual(['@tessera/runtime', '@tessera/script']);
    write(
      cwd,
      '.changeset/new-one.md',
      changeset({ '@tessera/runtime': 'minor', '@tessera/script': 'minor' }),
    );
    expect(checkChangesets({ cwd }).missing).toEqual([]);
  });

  it('ignores tests, private packages and files outside packages', () => {
    const cwd = fixture('feature');
    commit(cwd, {
      'packages/gallery/test/index.test.ts': '// another test\n',
      'packages/demo/src/index.ts': 'export const d = 1;\n',
      'docs/markup.md': '# Markup\n',
    });
    expect(checkChangesets({ cwd })).toEqual({
      base: 'main',
      changed: [],
      missing: [],
      problems: [],
    });
  });

  it('counts rollup.config.mjs as the script build', () => {
    const cwd = fixture('feature');
    commit(cwd, { 'rollup.config.mjs': 'export default {};\n' });
    expect(checkChangesets({ cwd }).missing).toEqual(['@tessera/script']);
  });

  it('accepts an empty changeset as "releases nothing"', () => {
    const cwd = fixture('feature');
    commit(cwd, {
      'packages/runtime/src/index.ts': 'export const a = 2;\n',
      '.changeset/nothing-here.md': '---\n---\n',
    });
    expect(checkChangesets({ cwd }).missing).toEqual([]);
  });

  it('reports a changeset that names an unknown package or cannot be read', () => {
    const cwd = fixture('feature');
    commit(cwd, {
      'packages/runtime/src/index.ts': 'export const a = 2;\n',
      '.changeset/typo.md': changeset({ '@tessera/runtim': 'patch', '@tessera/script': 'patch' }),
      '.changeset/broken.md': 'no frontmatter\n',
    });
    expect(checkChangesets({ cwd })).toEqual({
      base: 'main',
      changed: ['@tessera/runtime', '@tessera/script'],
      missing: ['@tessera/runtime'],
      problems: [
        '.changeset/broken.md is not a changeset: could not parse changeset - missing or invalid frontmatter.',
        '.changeset/typo.md names @tessera/runtim, not a published package',
      ],
    });
  });

  it('compares with origin/main in a clone without a local main', () => {
    const origin = fixture();
    const clone = mkdtempSync(join(tmpdir(), 'tessera-changesets-clone-'));
    folders.push(clone);
    git(clone, 'clone', '--quiet', origin, '.');
    git(clone, 'checkout', '--quiet', '-b', 'feature');
    git(clone, 'branch', '--quiet', '-D', 'main');
    commit(clone, { 'packages/runtime/src/index.ts': 'export const a = 2;\n' });
    expect(checkChangesets({ cwd: clone })).toEqual({
      base: 'origin/main',
      changed: ['@tessera/runtime', '@tessera/script'],
      missing: ['@tessera/runtime', '@tessera/script'],
      problems: [],
    });
  });

  it('skips where there is no main to compare with, or no git at all', () => {
    const cwd = fixture();
    git(cwd, 'branch', '--quiet', '-m', 'main', 'trunk');
    expect(checkChangesets({ cwd })).toEqual({
      skipped: 'no main branch to compare with',
      changed: [],
      missing: [],
      problems: [],
    });
    const plain = mkdtempSync(join(tmpdir(), 'tessera-changesets-plain-'));
    folders.push(plain);
    expect(checkChangesets({ cwd: plain }).skipped).toBe('not a git checkout');
  });
});

describe('changesRelease', () => {
  it('counts sources, manifests and READMEs; not tests, budgets nor size bundles', () => {
    expect(changesRelease('src/index.ts')).toBe(true);
    expect(changesRelease('package.json')).toBe(true);
    expect(changesRelease('README.md')).toBe(true);
    expect(changesRelease('src/gallery.css')).toBe(true);
    expect(changesRelease('migrations/001.sql')).toBe(true);
    expect(changesRelease('src/testing/index.ts')).toBe(true);
    expect(changesRelease('test/grid.test.ts')).toBe(false);
    expect(changesRelease('test/fixtures/page.html')).toBe(false);
    expect(changesRelease('src/grid.test.ts')).toBe(false);
    expect(changesRelease('size-limit.json')).toBe(false);
    expect(changesRelease('scripts/size-bundles.mjs')).toBe(false);
  });
});
