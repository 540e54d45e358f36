// bench/email: isValidEmail (spec 000 §5) is a one-pass scanner, linear in its input on every
// input. This run shows it on 100 kB adversarial inputs, side by side with what a user would
// pick instead: the email format of ajv-formats (a careful, linear regular expression), and
// with a naive backtracking pattern of the kind often pasted from the web, whose time doubles
// with every character or two (measured on short inputs only, and stopped once one test takes
// over 500 ms). Prints figures and ratios; never fails on a time.
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { importSource } from '../support/import-source.mjs';

const { isValidEmail, hasEmailShape } = await importSource('packages/forms/src/is-valid-email.ts');

const ajvEmail = fullFormats.email;
// A pattern of the kind found in old snippets: nested quantifiers, catastrophic backtracking.
const naive = /^([\w.+-]+)+@(([\w-])+\.)+[a-zA-Z0-9]{2,4}$/;

let sink = 0; // results are kept, so no call can be optimised away

/** Median time of `fn(input)` over enough repetitions to pass 20 ms, in microseconds. */
function measure(fn, input) {
  const samples = [];
  for (let round = 0; round < 7; round++) {
    let calls = 0;
    const started = performance.now();
    let elapsed = 0;
    do {
      if (fn(input)) sink++;
      calls++;
      elapsed = performance.now() - started;
    } while (elapsed < 20 && calls < 1_000_000);
    samples.push((elapsed * 1000) / calls);
  }
  samples.sort((a, b) => a - b);
  return samples[3];
}

const KB = 1024;
/** A flat (non-rope) copy, as text read from an input element is: fair to every contender. */
const flatten = (text) => Buffer.from(text, 'utf8').toString('utf8');
const adversarial = {
  'local part, no at sign ("aaaa…!")': (n) => `${'a'.repeat(n - 1)}!`,
  'dots after the at sign ("a@a.a.a.…!")': (n) => `a@${'a.'.repeat((n - 3) >> 1)}a!`,
  'at signs ("a@a@a@…")': (n) => 'a@'.repeat(n >> 1),
  'long domain, TLD one too long': (n) => `a@${'b'.repeat(n - 8)}.abcde`,
  'hyphens in labels ("a@a-a-a-…")': (n) => `a@${'a-'.repeat((n - 2) >> 1)}`,
};

console.log('isValidEmail rejects anything over 256 characters before scanning (spec 002 §9),');
console.log('so the scan itself (hasEmailShape) is measured too, at full length.\n');
console.log(
  '| input | size | hasEmailShape µs | ns/char | isValidEmail µs | ajv-formats email µs | ajv / scan |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const [name, make] of Object.entries(adversarial)) {
  for (const size of [1 * KB, 10 * KB, 100 * KB]) {
    const input = flatten(make(size));
    const scan = measure(hasEmailShape, input);
    const valid = measure(isValidEmail, input);
    const ajv = measure((text) => ajvEmail.test(text), input);
    console.log(
      `| ${name} | ${size / KB} kB | ${scan.toFixed(1)} | ${((scan * 1000) / input.length).toFixed(2)} | ${valid.toFixed(3)} | ${ajv.toFixed(1)} | ${(ajv / scan).toFixed(2)}× |`,
    );
  }
}

// Linearity: time per character should stay flat from 1 kB to 100 kB.
const flat = Object.values(adversarial).map((make) => {
  const small = measure(hasEmailShape, flatten(make(KB))) / KB;
  const large = measure(hasEmailShape, flatten(make(100 * KB))) / (100 * KB);
  return large / small;
});
// The floor on this machine: reading every character once and doing nothing else.
const readEveryCharacter = (text) => {
  let total = 0;
  for (let index = 0; index < text.length; index++) total += text.charCodeAt(index);
  return total > 0;
};
const floorInput = flatten(adversarial['local part, no at sign ("aaaa…!")'](100 * KB));
const floor = measure(readEveryCharacter, floorInput);
const scan = measure(hasEmailShape, floorInput);
console.log(
  `\nfloor (a bare charCodeAt loop) on 100 kB: ${floor.toFixed(1)} µs; hasEmailShape ${scan.toFixed(1)} µs (${(scan / floor).toFixed(2)}× the floor)`,
);
console.log(
  `hasEmailShape time per character, 100 kB vs 1 kB: ${flat.map((ratio) => `${ratio.toFixed(2)}×`).join(', ')} (1× is linear)`,
);

// Everyday inputs, within the spec's 256 characters.
const everyday = [
  'ada@example.com',
  'first.last+newsletter@mail.example.co.uk',
  'not-an-email',
  'someone@localhost',
  'x'.repeat(200) + '@example.org',
];
/** How many of `list` pass `check`: one call per address, the result kept. */
const countValid = (check) => (list) => {
  let valid = 0;
  for (const text of list) if (check(text)) valid++;
  return valid;
};
const ours = measure(countValid(isValidEmail), everyday) / everyday.length;
const theirs =
  measure(
    countValid((text) => ajvEmail.test(text)),
    everyday,
  ) / everyday.length;
console.log(
  `\neveryday addresses: isValidEmail ${(ours * 1000).toFixed(0)} ns, ajv-formats ${(theirs * 1000).toFixed(0)} ns a call (ratio ajv / ours ${(theirs / ours).toFixed(2)}×)`,
);

// The naive pattern: exponential. Stopped once a single test passes 500 ms.
console.log(
  '\nnaive backtracking pattern /^([\\w.+-]+)+@(([\\w-])+\\.)+[a-zA-Z0-9]{2,4}$/ on "aaaa…!":',
);
console.log('| characters | naive regex ms | isValidEmail ms |');
console.log('|---:|---:|---:|');
for (let n = 16; n <= 40; n += 2) {
  const input = `${'a'.repeat(n - 1)}!`;
  let started = performance.now();
  naive.test(input);
  const naiveMs = performance.now() - started;
  started = performance.now();
  isValidEmail(input);
  const oursMs = performance.now() - started;
  console.log(`| ${n} | ${naiveMs.toFixed(1)} | ${oursMs.toFixed(4)} |`);
  if (naiveMs > 500) {
    console.log(
      `(stopped: at 100 kB the naive pattern would not finish in the age of the universe)`,
    );
    break;
  }
}
if (sink < 0) console.log(sink);
