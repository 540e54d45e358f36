// Size budgets (brotli), collected from each package's size-limit.json so that packages own
// their budgets. Paths in a package's file are relative to the repository root.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const root = __dirname;
const budgets = JSON.parse(readFileSync(join(root, 'size-limit.json'), 'utf8'));
for (const name of readdirSync(join(root, 'packages'))) {
  const file = join(root, 'packages', name, 'size-limit.json');
  if (existsSync(file)) budgets.push(...JSON.parse(readFileSync(file, 'utf8')));
}
module.exports = budgets.map((budget) => ({ brotli: true, gzip: false, ...budget }));
