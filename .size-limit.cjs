// Size budgets (brotli), collected from each package's size-limit.json so that packages own
// their budgets. Paths in a package's file are relative to the repository root.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { basename, dirname, join } = require('node:path');

const root = __dirname;
const budgets = JSON.parse(readFileSync(join(root, 'size-limit.json'), 'utf8'));
for (const name of readdirSync(join(root, 'packages'))) {
  const file = join(root, 'packages', name, 'size-limit.json');
  if (existsSync(file)) budgets.push(...JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * size-limit measures a glob that matches nothing as 0 B and passes it, so a budget whose chunk
 * was renamed or merged away would go on passing while it measured less than its name says.
 * Every path must match a built file. Wildcards (`*`, `?`) are used in file names only.
 */
function matchesAFile(pattern) {
  const folder = join(root, dirname(pattern));
  const name = new RegExp(
    `^${basename(pattern)
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '[^/]*')
      .replace(/\?/g, '[^/]')}$`,
  );
  return existsSync(folder) && readdirSync(folder).some((file) => name.test(file));
}
const unmatched = budgets.flatMap((budget) =>
  [budget.path ?? []]
    .flat()
    .filter((path) => !matchesAFile(path))
    .map((path) => `${path} (${budget.name})`),
);
if (unmatched.length > 0) {
  throw new Error(`size-limit paths that match no built file:\n  ${unmatched.join('\n  ')}`);
}

module.exports = budgets.map((budget) => ({ brotli: true, gzip: false, ...budget }));
