// bench/money: formatMoney throughput against what a user would pick instead, on the same one
// million values in one run: a cached Intl.NumberFormat, currency.js and dinero.js v2. Prints
// ns per value and ratios; never fails on a time. @tessera/commerce is bundled from its
// TypeScript sources with esbuild first (bench/support), so this runs with plain node.
import currency from 'currency.js';
import { dinero, toDecimal, USD } from 'dinero.js';
import { importSource } from '../support/import-source.mjs';

const COUNT = 1_000_000;
const ROUNDS = 3;

const { formatMoney } = await importSource('packages/commerce/src/index.ts');

// The same million prices for everyone: mostly whole cents up to $1,000,000 (three in four),
// then sub-cent values (tax and unit-price arithmetic), with a fixed seed so runs compare.
let seed = 0x2545f491;
function random() {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) / 4294967296;
}
const values = new Float64Array(COUNT);
for (let index = 0; index < COUNT; index++) {
  const cents = Math.floor(random() * 100_000_000);
  values[index] = index % 4 === 3 ? Math.floor(random() * 100_000_000) / 1000 : cents / 100;
}

const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dineroIntl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const contenders = [
  ['@tessera/commerce formatMoney', (value) => formatMoney({ currencyCode: 'USD', value })],
  ['Intl.NumberFormat (cached)', (value) => intl.format(value)],
  [
    'formatMoney with locale (cached Intl)',
    (value) => formatMoney({ currencyCode: 'USD', value }, { locale: 'en-US' }),
  ],
  ['currency.js format()', (value) => currency(value).format()],
  [
    // dinero.js v2 holds integer minor units (here from the usual Math.round(value * 100));
    // its documented formatting is toDecimal with a transformer, here a cached
    // Intl.NumberFormat for the grouping and symbol.
    'dinero.js v2 toDecimal',
    (value) =>
      toDecimal(dinero({ amount: Math.round(value * 100), currency: USD }), ({ value: decimal }) =>
        dineroIntl.format(decimal),
      ),
  ],
];

function runOnce(format) {
  let characters = 0;
  const start = process.hrtime.bigint();
  for (let index = 0; index < COUNT; index++) characters += format(values[index]).length;
  const elapsed = Number(process.hrtime.bigint() - start);
  return { nsPerValue: elapsed / COUNT, characters };
}

console.log(
  `${COUNT.toLocaleString('en-US')} USD values, best of ${ROUNDS} rounds, node ${process.version}\n`,
);
// Rounds interleave the contenders, so that a busy moment on a shared machine slows them all
// alike rather than whichever happened to run then; each keeps its best round.
for (const [, format] of contenders) runOnce(format); // warm-up: let the JIT settle first
const results = contenders.map(([name, format]) => ({
  name,
  format,
  nsPerValue: Number.POSITIVE_INFINITY,
}));
for (let round = 0; round < ROUNDS; round++) {
  for (const result of results) {
    globalThis.gc?.();
    result.nsPerValue = Math.min(result.nsPerValue, runOnce(result.format).nsPerValue);
  }
}

const ours = results[0].nsPerValue;
const intlTime = results[1].nsPerValue;
const rows = results.map(({ name, nsPerValue }) => ({
  formatter: name,
  'ns / value': nsPerValue.toFixed(1),
  'values / s': Math.round(1e9 / nsPerValue).toLocaleString('en-US'),
  'time vs formatMoney': `${(nsPerValue / ours).toFixed(2)}×`,
}));
console.table(rows);
console.log(
  `\nformatMoney is ${(intlTime / ours).toFixed(2)}× as fast as a cached Intl.NumberFormat (target: at least 2×).`,
);

// Same text? Each contender against formatMoney on the first 100,000 values (a difference is a
// rounding disagreement, e.g. binary-float rounding of x.xx5 values).
console.log('\nOutputs that differ from formatMoney (first 100,000 values):');
for (const { name, format } of results.slice(1)) {
  let differ = 0;
  let example = '';
  for (let index = 0; index < 100_000; index++) {
    const expected = formatMoney({ currencyCode: 'USD', value: values[index] });
    const actual = format(values[index]);
    if (actual !== expected) {
      differ++;
      if (!example) example = ` e.g. ${values[index]}: ${actual} vs ${expected}`;
    }
  }
  console.log(`  ${name}: ${differ}${example}`);
}
