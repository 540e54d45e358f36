/**
 * Every block and page feature a package declares (`tessera.blocks` in its package.json, from
 * which the script build makes the loader's table) runs the block conformance suite: a test
 * file of some package calls `describeBlockConformance` with its name. A new block without its
 * run fails here.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const packagesDir = join(import.meta.dirname, '..', '..');

function testFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

const packages = readdirSync(packagesDir).filter((name) =>
  existsSync(join(packagesDir, name, 'package.json')),
);

/** Block names declared in the packages' manifests. */
const declared = packages.flatMap((name) => {
  const manifest = JSON.parse(readFileSync(join(packagesDir, name, 'package.json'), 'utf8'));
  const blocks: { name: string }[] = manifest.tessera?.blocks ?? [];
  return blocks.map((block) => block.name);
});

/** Block names some test file runs the suite for. */
const conforming = new Set(
  packages
    .flatMap((name) => testFiles(join(packagesDir, name, 'test')))
    .map((file) => readFileSync(file, 'utf8'))
    .filter((text) => text.includes('describeBlockConformance('))
    .flatMap((text) => [...text.matchAll(/\bname: '([a-z0-9-]+)'/g)].map((match) => match[1])),
);

describe('block conformance coverage', () => {
  it('finds the declared blocks', () => {
    expect(declared.length).toBeGreaterThanOrEqual(7);
  });
  it('every declared block runs the conformance suite', () => {
    expect(declared.filter((name) => !conforming.has(name))).toEqual([]);
  });
});
