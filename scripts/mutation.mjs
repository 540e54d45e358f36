// `npm run mutation`: Stryker on the pure cores, one area after another (stryker.config.mjs).
//   npm run mutation                               every area
//   npm run mutation -- --package forms,consent    some of them
//   npm run mutation -- --concurrency 2 --force    two test processes; ignore the incremental file
// Each area keeps its incremental file and HTML report in reports/mutation/ (not committed), so
// a second run tests only the mutants whose code or tests changed. Prints each area's score and
// its files' scores, and exits 1 when an area scores below 90 % (issue 21).
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Stryker } from '@stryker-mutator/core';
import { areas, sandboxIgnores } from '../stryker.config.mjs';

const root = resolve(import.meta.dirname, '..');
const REQUIRED_SCORE = 90;
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** Stryker's mutation score: detected over detected and undetected (errors left out). */
function score(results) {
  const detected = results.filter((result) => DETECTED.has(result.status)).length;
  const undetected = results.filter((result) => UNDETECTED.has(result.status)).length;
  const valid = detected + undetected;
  return { detected, undetected, valid, score: valid === 0 ? 100 : (detected / valid) * 100 };
}

function report(name, results) {
  const total = score(results);
  console.info(
    `\n${name}: ${total.score.toFixed(1)} % (${total.detected} of ${total.valid} mutants detected)`,
  );
  const files = new Map();
  for (const result of results) {
    files.set(result.fileName, [...(files.get(result.fileName) ?? []), result]);
  }
  for (const [file, fileResults] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const figures = score(fileResults);
    console.info(
      `  ${figures.score.toFixed(1).padStart(5)} %  ${figures.valid}  ${relative(root, file)}`,
    );
  }
  return total;
}

async function mutate(name, options) {
  const area = areas[name];
  const results = await new Stryker({
    mutate: area.mutate,
    ignorePatterns: sandboxIgnores(area.package),
    incrementalFile: `reports/mutation/${name}.incremental.json`,
    htmlReporter: { fileName: `reports/mutation/${name}.html` },
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
    concurrency: options.concurrency,
    force: options.force,
  }).runMutationTest();
  return report(name, results);
}

const { values } = parseArgs({
  options: {
    package: { type: 'string', multiple: true },
    concurrency: { type: 'string', default: '1' },
    force: { type: 'boolean', default: false },
  },
});
const names = (values.package ?? Object.keys(areas)).flatMap((value) => value.split(','));
const unknown = names.filter((name) => !Object.hasOwn(areas, name));
if (unknown.length > 0) {
  console.error(`Unknown area: ${unknown.join(', ')}. Areas: ${Object.keys(areas).join(', ')}.`);
  process.exit(2);
}

const summary = [];
for (const name of names) {
  summary.push([
    name,
    await mutate(name, { concurrency: Number(values.concurrency), force: values.force }),
  ]);
}
console.info('\nMutation scores');
for (const [name, total] of summary) {
  console.info(`  ${name.padEnd(10)} ${total.score.toFixed(1).padStart(5)} %  of ${total.valid}`);
}
process.exitCode = summary.some(([, total]) => total.score < REQUIRED_SCORE) ? 1 : 0;
