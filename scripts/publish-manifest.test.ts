// The pack-time transformation (scripts/publish-manifest.mjs) on hand-made manifests and READMEs:
// what changes between a workspace package.json and the published one, and what does not.
import { describe, expect, it } from 'vitest';
import {
  isShippedFile,
  publishedManifest,
  publishedReadme,
  repositoryWebUrl,
  typeStub,
  typeStubs,
} from './publish-manifest.mjs';

const versions = { '@tessera/runtime': '1.2.3', '@tessera/media': '0.4.0' };

describe('publishedManifest', () => {
  it('drops the source condition, turns import into default and types the bare CSS entry', () => {
    const manifest = {
      name: '@tessera/demo',
      version: '1.0.0',
      exports: {
        '.': { source: './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' },
        './react': {
          source: './src/react.ts',
          types: './dist/react.d.ts',
          import: './dist/react.js',
        },
        './both': { types: './dist/both.d.ts', import: './dist/a.js', default: './dist/b.js' },
        './node': { node: { source: './src/n.ts', import: './dist/n.js' }, default: './dist/d.js' },
        './demo.css': './src/demo.css',
        './package.json': './package.json',
      },
    };
    expect(publishedManifest(manifest, versions).exports).toEqual({
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './react': { types: './dist/react.d.ts', default: './dist/react.js' },
      './both': { types: './dist/both.d.ts', import: './dist/a.js', default: './dist/b.js' },
      './node': { node: { default: './dist/n.js' }, default: './dist/d.js' },
      './demo.css': { types: './dist/demo.css.d.ts', default: './src/demo.css' },
      './package.json': './package.json',
    });
    // Condition order matters to resolvers: types stays first, default last.
    expect(Object.keys(publishedManifest(manifest, versions).exports['.'])).toEqual([
      'types',
      'default',
    ]);
  });

  it('pins internal dependencies to ^ their workspace version and leaves the rest alone', () => {
    const manifest = {
      name: '@tessera/demo',
      version: '1.0.0',
      dependencies: { '@tessera/runtime': '*', '@tessera/media': 'workspace:*', hono: '^4.1.0' },
      peerDependencies: { react: '>=18', '@tessera/runtime': '*' },
      devDependencies: { '@types/pg': '^8.0.0' },
      scripts: { build: 'tsup' },
      tessera: { blocks: [{ name: 'demo', entry: './block' }] },
    };
    expect(publishedManifest(manifest, versions)).toEqual({
      name: '@tessera/demo',
      version: '1.0.0',
      dependencies: { '@tessera/runtime': '^1.2.3', '@tessera/media': '^0.4.0', hono: '^4.1.0' },
      peerDependencies: { react: '>=18', '@tessera/runtime': '^1.2.3' },
      tessera: { blocks: [{ name: 'demo', entry: './block' }] },
    });
    // A package that is not in the workspace keeps its range, even `*`.
    expect(
      publishedManifest({ name: 'x', dependencies: { other: '*' } }, versions).dependencies,
    ).toEqual({ other: '*' });
  });

  it('publishes the script-tag build without dependencies: rollup bundled them', () => {
    const manifest = {
      name: '@tessera/script',
      version: '1.0.0',
      dependencies: { '@tessera/runtime': '*' },
      exports: { './tessera.js': './dist/tessera.js' },
    };
    expect(publishedManifest(manifest, versions)).toEqual({
      name: '@tessera/script',
      version: '1.0.0',
      exports: { './tessera.js': { types: './dist/tessera.d.ts', default: './dist/tessera.js' } },
    });
  });

  it('does not change the manifest it is given', () => {
    const manifest = {
      name: '@tessera/demo',
      exports: { '.': { source: './src/index.ts', import: './dist/index.js' } },
      dependencies: { '@tessera/runtime': '*' },
    };
    const before = structuredClone(manifest);
    publishedManifest(manifest, versions);
    expect(manifest).toEqual(before);
  });
});

describe('type stubs', () => {
  it('names a stub for bare .js and .css targets only', () => {
    expect(typeStub('./dist/tessera.js')).toBe('dist/tessera.d.ts');
    expect(typeStub('./src/gallery.css')).toBe('dist/gallery.css.d.ts');
    expect(typeStub('./package.json')).toBeUndefined();
    expect(typeStub('./dist/data.wasm')).toBeUndefined();
  });

  it('lists the stubs of string targets, not of conditional ones', () => {
    const stubs = typeStubs({
      exports: {
        '.': { types: './dist/index.d.ts', import: './dist/index.js' },
        './gallery.css': './src/gallery.css',
        './package.json': './package.json',
      },
    });
    expect([...stubs.keys()]).toEqual(['dist/gallery.css.d.ts']);
    expect(stubs.get('dist/gallery.css.d.ts')).toMatch(/\nexport \{\};\n$/);
    expect(typeStubs({ exports: './dist/index.js' }).size).toBe(0);
  });
});

describe('isShippedFile', () => {
  it('keeps the size-limit bundles out, and nothing else', () => {
    expect(isShippedFile('dist/size/block.js')).toBe(false);
    expect(isShippedFile('dist/index.js')).toBe(true);
    expect(isShippedFile('dist/sizes.js')).toBe(true);
    expect(isShippedFile('src/size/x.css')).toBe(true);
  });
});

describe('repositoryWebUrl', () => {
  it('reads the web address from either form of the repository field', () => {
    expect(repositoryWebUrl({ type: 'git', url: 'git+https://github.com/o/r.git' })).toBe(
      'https://github.com/o/r',
    );
    expect(repositoryWebUrl('https://github.com/o/r')).toBe('https://github.com/o/r');
    expect(() => repositoryWebUrl(undefined)).toThrow('package.json has no repository url');
  });
});

describe('publishedReadme', () => {
  const where = {
    directory: 'packages/gallery',
    shipped: new Set(['README.md', 'LICENSE', 'dist/index.js', 'src/gallery.css']),
    repository: 'https://github.com/o/r',
  };

  it('points links that leave the tarball into the repository, keeping anchors', () => {
    const markdown = [
      'See [the markup](../../docs/markup.md#gallery) and [runtime](../runtime/README.md).',
      'Tests: [here](test/grid.test.ts "the tests"), source: [grid](./src/grid.ts).',
      '[contract]: ../../docs/http-contract/openapi.yaml',
      '<a href="../../examples/site/gallery.html">demo</a>',
    ].join('\n');
    expect(publishedReadme(markdown, where)).toBe(
      [
        'See [the markup](https://github.com/o/r/blob/main/docs/markup.md#gallery) and [runtime](https://github.com/o/r/blob/main/packages/runtime/README.md).',
        'Tests: [here](https://github.com/o/r/blob/main/packages/gallery/test/grid.test.ts "the tests"), source: [grid](https://github.com/o/r/blob/main/packages/gallery/src/grid.ts).',
        '[contract]: https://github.com/o/r/blob/main/docs/http-contract/openapi.yaml',
        '<a href="https://github.com/o/r/blob/main/examples/site/gallery.html">demo</a>',
      ].join('\n'),
    );
  });

  it('keeps links to shipped files and folders, anchors, absolute and mail links as they are', () => {
    const markdown = [
      '[css](src/gallery.css) [dist](./dist) [license](LICENSE) [top](#api)',
      '[web](https://example.com/a.md) [mail](mailto:a@b.c) [cdn](//cdn.example/x.js)',
    ].join('\n');
    expect(publishedReadme(markdown, where)).toBe(markdown);
  });

  it('reads a root-relative link as the repository root, which a registry does not have', () => {
    expect(publishedReadme('[spec](/docs/markup.md#forms)', where)).toBe(
      '[spec](https://github.com/o/r/blob/main/docs/markup.md#forms)',
    );
  });

  it('leaves code samples as written: fenced blocks and inline spans', () => {
    const markdown = [
      'Before [docs](../../docs/a.md).',
      '```html',
      '<script src="../../dist/tessera.js"></script> [x](../y.md)',
      '```',
      'Inline `<a href="../z.html">` and [after](../../docs/b.md).',
      '~~~',
      '[kept](../kept.md)',
      '~~~',
    ].join('\n');
    expect(publishedReadme(markdown, where)).toBe(
      [
        'Before [docs](https://github.com/o/r/blob/main/docs/a.md).',
        '```html',
        '<script src="../../dist/tessera.js"></script> [x](../y.md)',
        '```',
        'Inline `<a href="../z.html">` and [after](https://github.com/o/r/blob/main/docs/b.md).',
        '~~~',
        '[kept](../kept.md)',
        '~~~',
      ].join('\n'),
    );
  });
});
