// `npm run check:packages` (part of `npm test`, after the build): packs every published package
// as it would be published (scripts/pack-packages.mjs) into a temporary folder, then lints each
// tarball with publint (every suggestion counts, strict) and with Are the Types Wrong
// (@arethetypeswrong/core, with the CLI's esm-only profile: our packages are ES modules only, so
// the CommonJS resolutions of older TypeScript settings are not ours to serve; `require()` on
// Node 20.19+ is tested separately, scripts/packed-packages.test.ts). Fails on any message.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { esmOnlyProblemLines } from './attw-esm-only.mjs';
import { packPackages } from './pack-packages.mjs';

const root = resolve(import.meta.dirname, '..');

async function publintProblems(tarball) {
  const data = readFileSync(tarball);
  const buffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
  const { messages, pkg } = await publint({
    pack: { tarball: buffer },
    level: 'suggestion',
    strict: true,
  });
  return messages.map((message) => `publint: ${formatMessage(message, pkg) ?? message.code}`);
}

// In-process rather than one `attw` CLI per tarball: TypeScript loads once, not fifteen times.
async function attwProblems(tarball) {
  const analysis = await checkPackage(createPackageFromTarballData(readFileSync(tarball)));
  if (!analysis.types) return [];
  return esmOnlyProblemLines(analysis.problems);
}

const outDir = mkdtempSync(join(tmpdir(), 'tessera-packed-'));
let failed = 0;
try {
  for (const { name, tarball, files } of packPackages({ root, outDir })) {
    const problems = [...(await publintProblems(tarball)), ...(await attwProblems(tarball))];
    failed += problems.length;
    const status = problems.length === 0 ? 'ok' : `${problems.length} problem(s)`;
    console.log(`${name} (${basename(tarball)}, ${files.length} files): ${status}`);
    for (const problem of problems) console.log(`  ${problem}`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
if (failed > 0) {
  console.error(`check:packages: ${failed} problem(s) in the packed tarballs`);
  process.exit(1);
}
