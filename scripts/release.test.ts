// The lockfile step of `npm run release` (scripts/release.mjs): after `changeset version`, each
// workspace package's version in package-lock.json follows its package.json, offline, and
// nothing else in the lockfile changes.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { syncLockfileVersions } from './release.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('syncLockfileVersions', () => {
  it('writes each package folder version from its package.json, and only that', () => {
    const root = mkdtempSync(join(tmpdir(), 'tessera-lock-'));
    folders.push(root);
    mkdirSync(join(root, 'packages/gallery'), { recursive: true });
    writeFileSync(
      join(root, 'packages/gallery/package.json'),
      JSON.stringify({ name: '@tessera/gallery', version: '1.1.0' }),
    );
    const lock = {
      name: 'tessera',
      lockfileVersion: 3,
      packages: {
        '': { name: 'tessera', version: '0.0.0', workspaces: ['packages/*'] },
        'node_modules/@tessera/gallery': { resolved: 'packages/gallery', link: true },
        'node_modules/react': { version: '19.0.0' },
        'packages/gallery': { name: '@tessera/gallery', version: '1.0.0', license: 'MIT' },
        'packages/removed': { name: '@tessera/removed', version: '0.1.0' },
      },
    };
    writeFileSync(join(root, 'package-lock.json'), JSON.stringify(lock, null, 2));
    syncLockfileVersions(root);
    const expected = structuredClone(lock);
    expected.packages['packages/gallery'].version = '1.1.0';
    expect(readFileSync(join(root, 'package-lock.json'), 'utf8')).toBe(
      `${JSON.stringify(expected, null, 2)}\n`,
    );
  });
});
