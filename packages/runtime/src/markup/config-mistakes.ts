/**
 * Finding markup mistakes, cheaply, in a block's own chunk: keys of its configuration that its
 * table does not know, values of a kind the key does not take, a value outside a list (a design,
 * a transition), a required part missing. Wording them (the "did you mean", the selector path,
 * the docs section) is reportMarkupMistakes', which a block imports only when it found one, so
 * a page without mistakes never downloads it.
 *
 * A package writes its table next to the TypeScript type of the configuration, `satisfies
 * ConfigKeys<TheConfig>`, so that a key added to one and not to the other fails the type check.
 */

/**
 * A kind of JSON value. 'numeric' is a number or a string holding one (`"4"`) and 'flag' a
 * boolean or the string "true" or "false" (the gallery's block data converts both); 'any' takes
 * every value (the block checks it itself).
 */
export type ValueKind =
  | 'boolean'
  | 'flag'
  | 'number'
  | 'numeric'
  | 'string'
  | 'object'
  | 'array'
  | 'any';

/** The kinds one key takes (any of them). */
export type KeyRule = readonly ValueKind[];

/** Every key of `Config` with its rule: `satisfies ConfigKeys<Config>` keeps both in step. */
export type ConfigKeys<Config> = { readonly [Key in keyof Required<Config>]-?: KeyRule };

/** One mistake, as data: reportMarkupMistakes words it. */
export type MarkupMistake =
  | { kind: 'unknown-key'; key: string }
  | { kind: 'wrong-kind'; key: string; value: unknown; rule: KeyRule }
  | { kind: 'unknown-value'; key: string; value: string; allowed: readonly string[] }
  | { kind: 'missing-part'; part: string };

/** The kind of a JSON value as the warnings name it. */
export function kindOf(value: unknown): string {
  return Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
}

function takes(kind: ValueKind, value: unknown): boolean {
  switch (kind) {
    case 'any':
      return true;
    case 'flag':
      return typeof value === 'boolean' || value === 'true' || value === 'false';
    case 'numeric':
      return typeof value === 'string' && value.trim() !== ''
        ? Number.isFinite(Number(value))
        : Number.isFinite(value);
    case 'number':
      return Number.isFinite(value);
    default:
      return kindOf(value) === kind;
  }
}

/** The unknown keys and the values of the wrong kind in `config`, in its order. */
export function findConfigMistakes(
  config: Record<string, unknown>,
  known: Readonly<Record<string, KeyRule>>,
): MarkupMistake[] {
  const mistakes: MarkupMistake[] = [];
  for (const [key, value] of Object.entries(config)) {
    const rule = Object.hasOwn(known, key) ? known[key] : undefined;
    if (!rule) mistakes.push({ kind: 'unknown-key', key });
    else if (!rule.some((kind) => takes(kind, value))) {
      mistakes.push({ kind: 'wrong-kind', key, value, rule });
    }
  }
  return mistakes;
}
