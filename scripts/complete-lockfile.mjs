// Completes package-lock.json with the platform-specific optional packages (biome, rollup,
// esbuild, … publish one binary package per os/cpu) that the lockfile lacks when it was written
// on a machine whose registry only serves its own platform's binaries. Without these entries
// `npm ci` refuses the lockfile ("Missing: … from lock file"); with them it skips the packages
// that do not match the machine, as it does for any lockfile written elsewhere.
// It runs as the root postinstall script, and does nothing when the lockfile is complete.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const OS = [
  'aix',
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
  'cygwin',
];
const CPU = [
  'arm64',
  'x64',
  'ia32',
  'arm',
  'loong64',
  'mips64el',
  'ppc64',
  'riscv64',
  's390x',
  'wasm32',
];

/** os, cpu and libc as far as a platform package's name tells them. */
function platformOf(name) {
  const parts = name.split('/').pop().split(/[-_.]/);
  const os = parts.find((part) => OS.includes(part) || part === 'win' || part === 'macos');
  const cpu = parts.find(
    (part) => CPU.includes(part) || part === 'x86' || part === 'aarch64' || part === 'arm64ec',
  );
  const entry = {};
  if (os) entry.os = [os === 'win' ? 'win32' : os === 'macos' ? 'darwin' : os];
  if (cpu)
    entry.cpu = [cpu === 'x86' ? 'ia32' : cpu === 'aarch64' || cpu === 'arm64ec' ? 'arm64' : cpu];
  if (parts.includes('musl')) entry.libc = ['musl'];
  else if (os === 'linux' && (parts.includes('gnu') || parts.includes('gnueabihf')))
    entry.libc = ['glibc'];
  return entry;
}

const file = resolve(process.argv[2] ?? 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === '' ? '' : `${path}/`;
    const nested = `${base}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue; // not a platform package: leave it to npm
    packages[hoisted] = {
      version: range.replace(/^[\^~=]/, ''),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added++;
  }
}
if (added === 0) process.exit(0);
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} platform package entries added to ${file}`);
