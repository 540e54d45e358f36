// bench/consent: what a visitor downloads for the cookie banner, against the consent libraries
// a site would pick instead (vanilla-cookieconsent, Klaro), brotli-compressed in the same run;
// and the cost of one check of the restrictive policy's cookie poll. Prints figures and
// ratios; never fails on a size or a time. Our banner is bundled from its TypeScript sources
// with esbuild; react/preact (shared by the page's overlays) is left out, as the issue asks.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { Bench } from 'tinybench';
import { brotliSize, browserBundleOptions, kB } from '../support/browser-bundle.mjs';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '../..');
const brotli = brotliSize;

async function bundle(contents, external, plugins = []) {
  const result = await build({
    ...browserBundleOptions,
    stdin: { contents, resolveDir: root, loader: 'ts' },
    external,
    plugins,
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}

/**
 * Makes the consent package's lazy `import('./x')` static, for one diagnostic row: bundled
 * without splitting, esbuild wraps every module a lazy import reaches in a function that runs it
 * on first use; the difference between the two rows is what those wrappers cost.
 */
const staticImports = {
  name: 'static-imports',
  setup(context) {
    context.onLoad({ filter: /packages[\\/]consent[\\/]src[\\/].*\.tsx?$/ }, (args) => {
      const imports = [];
      const contents = readFileSync(args.path, 'utf8').replace(
        /import\(\s*'([^']+)'\s*\)/g,
        (_, specifier) => {
          imports.push(`import * as lazy${imports.length} from '${specifier}';`);
          return `Promise.resolve(lazy${imports.length - 1})`;
        },
      );
      return {
        contents: `${imports.join('\n')}\n${contents}`,
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        resolveDir: dirname(args.path),
      };
    });
  },
};

const preact = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'preact',
  'preact/*',
];
// The banner as the script build ships it, all of it in one bundle: the page feature (it waits
// while the policy has no work), the controller it imports when there is work (decision,
// cookie guard, Consent Mode, GPC, record), script gating (imported for pages with gated
// elements) and the banner UI with its CSS. The rows below it are what one visitor downloads.
const bannerEntry = `export { init } from './packages/consent/src/banner-feature';
export { startCookieConsent } from './packages/consent/src/start-cookie-consent';
export { gateScripts } from './packages/consent/src/gate-scripts';
export { mountCookieBanner } from './packages/consent/src/banner/mount-cookie-banner';`;
const dialogChunk = './preferences/mount-consent-preferences';
const ours = await bundle(bannerEntry, [...preact, '@tessera/runtime', dialogChunk]);
// Issue 20: the banner with purposes and the preferences dialog (the overlay kit's Modal), all
// in one bundle: what a visitor who opens the dialog downloads at most for consent.
const withPreferences = await bundle(
  `${bannerEntry}
export { mountConsentPreferences } from './packages/consent/src/preferences/mount-consent-preferences';`,
  [...preact, '@tessera/runtime'],
);
// The same without the overlay kit (@tessera/ui: host, Modal, focus), which the page's other
// overlays (lightbox, popup, cart, dialogs) share as they share preact: for information only.
const withPreferencesKitShared = await bundle(
  `${bannerEntry}
export { mountConsentPreferences } from './packages/consent/src/preferences/mount-consent-preferences';`,
  [...preact, '@tessera/runtime', '@tessera/ui'],
);
const preferencesOnly = await bundle(
  `export { mountConsentPreferences } from './packages/consent/src/preferences/mount-consent-preferences';`,
  [...preact, '@tessera/runtime', '@tessera/ui'],
);
const oursWithRuntime = await bundle(bannerEntry, [...preact, dialogChunk]);
const oursStatic = await bundle(
  bannerEntry,
  [...preact, '@tessera/runtime', dialogChunk],
  [staticImports],
);
const decidedOnly = await bundle(`export { init } from './packages/consent/src/banner-feature';`, [
  ...preact,
  '@tessera/runtime',
  './start-cookie-consent',
]);
const logicOnly = await bundle(
  `export { init } from './packages/consent/src/banner-feature';
export { startCookieConsent } from './packages/consent/src/start-cookie-consent';`,
  [...preact, '@tessera/runtime', './banner/mount-cookie-banner', './gate-scripts', dialogChunk],
);
const gateOnly = await bundle(
  `export { gateScripts } from './packages/consent/src/gate-scripts';`,
  [...preact, '@tessera/runtime'],
);
const uiOnly = await bundle(
  `export { mountCookieBanner } from './packages/consent/src/banner/mount-cookie-banner';`,
  [...preact, '@tessera/runtime'],
);

// Issue 20's floor: what each required behaviour adds to the banner + dialog bundle, measured
// by bundling the whole without it (its module left external): the overlay kit (the dialog's
// APG Modal, focus, host, theme), script gating with its placeholders, Consent Mode v2.
const fullEntry = `${bannerEntry}
export { mountConsentPreferences } from './packages/consent/src/preferences/mount-consent-preferences';`;
/** The whole without `modules` (left external, and their export lines left out of the entry). */
const without = async (...modules) =>
  brotli(
    await bundle(
      fullEntry
        .split('\n')
        .filter((line) => !modules.some((module) => line.endsWith(`${module.slice(1)}';`)))
        .join('\n'),
      [...preact, '@tessera/runtime', ...modules],
    ),
  );
const parts = [
  ['the overlay kit (APG Modal, focus, host, theme)', ['@tessera/ui']],
  ['script gating and its placeholders', ['./gate-scripts']],
  ['Consent Mode v2 (gtag signals)', ['./consent-mode']],
  ['the preferences dialog (rows, strings, CSS)', ['./preferences/mount-consent-preferences']],
  ['the banner UI (region, buttons, CSS)', ['./banner/mount-cookie-banner']],
];
const marginal = [];
for (const [name, modules] of parts) {
  marginal.push([name, brotli(withPreferences) - (await without(...modules))]);
}

const ccDir = dirname(require.resolve('vanilla-cookieconsent/package.json'));
const klaroDir = dirname(require.resolve('klaro/package.json'));
const read = (file) => readFileSync(file, 'utf8');
const rows = [
  ['@tessera/consent banner (JS incl. CSS), no dialog', brotli(ours), 0],
  ['@tessera/consent banner + preferences dialog', brotli(withPreferences), 0],
  ['  … preferences dialog chunk (overlay kit apart)', brotli(preferencesOnly), 0],
  ['  … banner + dialog, overlay kit shared (apart)', brotli(withPreferencesKitShared), 0],
  ['  … a visitor who decided (banner-feature)', brotli(decidedOnly), 0],
  ['  … logic (feature + controller, no gating)', brotli(logicOnly), 0],
  ['  … script gating (pages with gated elements)', brotli(gateOnly), 0],
  ['  … UI chunk (banner + CSS + overlay host)', brotli(uiOnly), 0],
  ['  … whole, lazy imports made static (no wrappers)', brotli(oursStatic), 0],
  ['@tessera/consent banner + runtime parts it uses', brotli(oursWithRuntime), 0],
  [
    'vanilla-cookieconsent 3 (esm JS + CSS)',
    brotli(read(join(ccDir, 'dist/cookieconsent.esm.js'))),
    brotli(read(join(ccDir, 'dist/cookieconsent.css'))),
  ],
  [
    'Klaro (no-css JS + min CSS)',
    brotli(read(join(klaroDir, 'dist/klaro-no-css.js'))),
    brotli(read(join(klaroDir, 'dist/klaro.min.css'))),
  ],
];

const reference = rows.find(([name]) => name.startsWith('@tessera/consent banner + preferences'));
const total = ([, js, css]) => js + css;
console.log('Brotli (quality 11), preact/compat not counted:\n');
console.log(
  `${'bundle'.padEnd(50)}${'JS'.padStart(10)}${'CSS'.padStart(10)}${'total'.padStart(10)}  ours ÷ it`,
);
for (const row of rows) {
  const [name, js, css] = row;
  const ratio = (total(reference) / total(row)).toFixed(2);
  console.log(
    `${name.padEnd(50)}${kB(js).padStart(10)}${(css ? kB(css) : '(in JS)').padStart(10)}${kB(total(row)).padStart(10)}  ${ratio}`,
  );
}
const cc = rows.find(([name]) => name.startsWith('vanilla'));
const bannerAlone = rows.find(([name]) => name.startsWith('@tessera/consent banner ('));
console.log(
  `\nWave 1 target: the banner at most half of vanilla-cookieconsent (${kB(total(cc) / 2)}); ours is ${kB(total(bannerAlone))} (${((100 * total(bannerAlone)) / total(cc)).toFixed(0)} %).`,
);
const full = reference;
console.log(
  `Issue 20: banner with purposes + preferences dialog at most 60 % of vanilla-cookieconsent (${kB(total(cc) * 0.6)}); ours is ${kB(total(full))} (${((100 * total(full)) / total(cc)).toFixed(0)} %).`,
);

const gap = total(full) - total(cc) * 0.6;
console.log(
  `\nWhat each required behaviour adds to it (brotli, the whole bundled without it); the gap to 60 % is ${kB(gap)}:`,
);
for (const [name, bytes] of marginal) {
  console.log(`  ${name.padEnd(50)}${kB(bytes).padStart(10)}`);
}

// The poll fallback (no CookieStore): one check parses document.cookie for the nine names.
const consent = await import(
  `data:text/javascript,${encodeURIComponent(
    await bundle(
      `export { presentTrackingCookies } from './packages/consent/src/clear-tracking-cookies';`,
      [],
    ),
  )}`
);
const typical = Array.from({ length: 20 }, (_, index) => `cookie_${index}=${'v'.repeat(24)}`).join(
  '; ',
);
const bench = new Bench({ time: 300 });
bench.add('poll check, 20 cookies, none tracking', () => consent.presentTrackingCookies(typical));
bench.add('poll check, 20 cookies + ss_cvr', () =>
  consent.presentTrackingCookies(`${typical}; ss_cvr=a|1|2|3|4`),
);
await bench.run();
console.log('\nRestrictive-policy poll (only without the CookieStore change event, every 500 ms):');
for (const task of bench.tasks) {
  const mean = task.result.latency?.mean ?? task.result.mean;
  console.log(
    `${task.name.padEnd(50)}${`${(mean * 1000).toFixed(2)} µs`.padStart(10)}  = ${((mean * 2) / 10).toFixed(5)} % of one core`,
  );
}
