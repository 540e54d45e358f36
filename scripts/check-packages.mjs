// `npm run check:packages` (part of `npm test`, after the build): packs every published package
// as it would be published (scripts/pack-packages.mjs) into a temporary folder, then lints each
// tarball with publint (every suggestion counts, strict) and with Are the Types Wrong
// (@arethetypeswrong/cli, the esm-only profile: our packages are ES modules only, so the
// CommonJS resolutions of older TypeScript settings are not ours to serve; `require()` on Node
// 20.19+ is tested separately, scripts/packed-packages.test.ts). Fails on any message.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { packPackages } from './pack-packages.mjs';

const root = resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const attwManifest = require.resolve('@arethetypeswrong/cli/package.json');
const attw = join(dirname(attwManifest), require(attwManifest).bin.attw);

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

function attwProblems(tarball) {
  try {
    execFileSync(
      process.execPath,
      [attw, tarball, '--profile', 'esm-only', '--format', 'ascii', '--no-color'],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    return [];
  } catch (error) {
    return [`attw (esm-only):\n${error.stdout}${error.stderr}`];
  }
}

const outDir = mkdtempSync(join(tmpdir(), 'tessera-packed-'));
let failed = 0;
try {
  for (const { name, tarball, files } of packPackages({ root, outDir })) {
    const problems = [...(await publintProblems(tarball)), ...attwProblems(tarball)];
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
