// What a package looks like once published, computed at pack time from its workspace form, so
// that the package.json files in the repository stay as every tool here reads them (a `source`
// condition for vitest, tsc and rollup; `*` ranges between workspaces) and nobody hand-edits
// fourteen exports maps, nor the subpaths added later (`./react`).

/** The script-tag build: its files are the root build's dist/, and its dependencies are bundled. */
export const SCRIPT_PACKAGE = '@tessera/script';

/** Files a package never ships even when its `files` field would let them in. */
export function isShippedFile(file) {
  // dist/size: the bundles size-limit measures (scripts/size-bundles.mjs), not for users.
  return !file.startsWith('dist/size/');
}

/**
 * One exports target without the `source` condition, with `import` turned into `default` so that
 * `require()` of an ES module (Node 20.19+, 22.12+) resolves it too; nested conditions alike.
 */
function publishedConditions(target) {
  if (typeof target !== 'object' || target === null || Array.isArray(target)) return target;
  const published = {};
  for (const [condition, value] of Object.entries(target)) {
    if (condition === 'source') continue;
    const key = condition === 'import' && !('default' in target) ? 'default' : condition;
    published[key] = publishedConditions(value);
  }
  return published;
}

/** One subpath's target: a bare stylesheet or script gains its declaration stub (typeStub). */
function publishedTarget(target) {
  if (typeof target === 'string' && typeStub(target)) {
    return { types: `./${typeStub(target)}`, default: target };
  }
  return publishedConditions(target);
}

/**
 * The declaration file that types an untyped stylesheet or script entry (`./gallery.css`, the
 * script-tag loader): `export {};`, so that TypeScript under `noUncheckedSideEffectImports` and
 * attw accept `import '@tessera/gallery/gallery.css'`. Written into dist/ at pack time.
 */
export function typeStub(target) {
  const file = target.split('/').pop();
  if (file.endsWith('.js')) return `dist/${file.slice(0, -'.js'.length)}.d.ts`;
  if (file.endsWith('.css')) return `dist/${file}.d.ts`;
  return undefined;
}

/** The stubs a published manifest's exports name: path -> contents. */
export function typeStubs(manifest) {
  const stubs = new Map();
  for (const target of Object.values(
    typeof manifest.exports === 'object' ? manifest.exports : {},
  )) {
    if (typeof target !== 'string' || !typeStub(target)) continue;
    stubs.set(
      typeStub(target),
      `// ${target} is a side-effect entry (a stylesheet or the self-starting loader): no bindings.\nexport {};\n`,
    );
  }
  return stubs;
}

function publishedRanges(dependencies, versions) {
  if (!dependencies) return dependencies;
  const ranges = {};
  for (const [name, range] of Object.entries(dependencies)) {
    const version = versions[name];
    const internal = version !== undefined && (range === '*' || range.startsWith('workspace:'));
    ranges[name] = internal ? `^${version}` : range;
  }
  return ranges;
}

/**
 * @param {Record<string, any>} manifest a workspace package.json
 * @param {Record<string, string>} versions every workspace package's name -> version
 * @returns {Record<string, any>} the package.json that goes into the tarball
 */
export function publishedManifest(manifest, versions) {
  // Scripts run tsup and the repository's tools: nothing a user of the package runs.
  const { scripts: _scripts, devDependencies: _devDependencies, ...published } = manifest;
  if (published.exports !== undefined) {
    published.exports =
      typeof published.exports === 'string'
        ? published.exports
        : Object.fromEntries(
            Object.entries(published.exports).map(([subpath, target]) => [
              subpath,
              publishedTarget(target),
            ]),
          );
  }
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    if (published[field]) published[field] = publishedRanges(published[field], versions);
  }
  // The script-tag build bundles every package it names (rollup): its users install nothing more.
  if (manifest.name === SCRIPT_PACKAGE) delete published.dependencies;
  return published;
}

/** `git+https://host/owner/name.git` -> `https://host/owner/name` */
export function repositoryWebUrl(repository) {
  const url = typeof repository === 'string' ? repository : repository?.url;
  if (!url) throw new Error('package.json has no repository url');
  return url.replace(/^git\+/, '').replace(/\.git$/, '');
}

const MARKDOWN_LINK = /(\]\(\s*<?)([^)\s>]+)(>?(?:\s+"[^"]*")?\s*\))/g;
const REFERENCE_LINK = /^(\s{0,3}\[[^\]]+\]:\s*<?)([^\s>]+)/gm;
const HTML_LINK = /(\s(?:href|src)=")([^"]+)(")/g;

/** Code samples (fenced blocks, inline spans) show markup as written: their links stay. */
const CODE = /(^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\2[^\S\n]*$|`[^`\n]+`)/m;

function isLocal(target) {
  return (
    !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#') && !target.startsWith('//')
  );
}

/**
 * A package README as it ships: a relative link to a file the tarball holds stays relative
 * (registries and CDNs resolve it beside the README); any other relative link, to the docs, a
 * sibling package or a test, becomes an absolute link into the repository at `ref`.
 * @param {string} markdown
 * @param {{ directory: string, shipped: Set<string>, repository: string, ref?: string }} where
 *   `directory` the package's folder in the repository (`packages/gallery`), `shipped` the
 *   tarball's file paths relative to the package, `repository` its web URL
 */
export function publishedReadme(markdown, { directory, shipped, repository, ref = 'main' }) {
  const rewrite = (target) => {
    if (!isLocal(target)) return target;
    const [path, anchor = ''] = target.split(/(?=#)/);
    // `/docs/x.md` is the repository's root on a forge; a registry has no such root.
    const fromPackage = normalise(path.startsWith('/') ? path : `${directory}/${path}`);
    const inside = fromPackage.startsWith(`${directory}/`)
      ? fromPackage.slice(directory.length + 1)
      : undefined;
    if (inside !== undefined && (shipped.has(inside) || isShippedFolder(inside, shipped))) {
      return target;
    }
    return `${repository}/blob/${ref}/${fromPackage}${anchor}`;
  };
  const rewriteProse = (prose) =>
    prose
      .replace(MARKDOWN_LINK, (_, open, target, close) => `${open}${rewrite(target)}${close}`)
      .replace(REFERENCE_LINK, (_, open, target) => `${open}${rewrite(target)}`)
      .replace(HTML_LINK, (_, open, target, close) => `${open}${rewrite(target)}${close}`);
  return splitCode(markdown)
    .map(({ code, text }) => (code ? text : rewriteProse(text)))
    .join('');
}

/** The markdown cut into prose and code samples, in order; joined, the same text. */
export function splitCode(markdown) {
  const parts = [];
  let rest = markdown;
  for (let match = CODE.exec(rest); match; match = CODE.exec(rest)) {
    if (match.index > 0) parts.push({ code: false, text: rest.slice(0, match.index) });
    parts.push({ code: true, text: match[0] });
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) parts.push({ code: false, text: rest });
  return parts;
}

function isShippedFolder(folder, shipped) {
  const prefix = folder.endsWith('/') ? folder : `${folder}/`;
  return [...shipped].some((file) => file.startsWith(prefix));
}

/** `packages/gallery/../../docs/./markup.md` -> `docs/markup.md` (posix, no leading ../ kept) */
function normalise(path) {
  const parts = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}
