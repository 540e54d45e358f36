/**
 * fast-check arbitraries from the JSON Schemas of docs/http-contract/openapi.yaml: values that fit
 * a schema (to reach the code behind the checks) and hostile values that do not (NUL, lone
 * surrogates, deep nesting, huge numbers, wrong types), for the fuzz suite.
 */
import fc from 'fast-check';

export type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows "#/…" references within `document`. */
export function resolveSchema(document: object, schema: unknown): Schema {
  let current = schema;
  while (isObject(current) && typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), document);
  }
  return isObject(current) ? current : {};
}

const nested = (depth: number, open: string, close: string) =>
  `${open.repeat(depth)}${close.repeat(depth)}`;

/** Strings no contract field should ever turn into a 500. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00y',
    '\uDBFF\uDBFF',
    '\uFFFF\uFFFE',
    '1|x',
    'MXx4',
    '%00',
    '../../site.json',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '=HYPERLINK("http://x")',
    '__proto__',
    'constructor',
    '9'.repeat(400),
    '1e400',
    '-0',
    'NaN',
    '10000-01-01T00:00:00Z',
    '+275760-09-13T00:00:00.000Z',
    'x'.repeat(70_000),
    nested(5000, '[', ']'),
    `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
    '{"a":"\\u0000"}',
    '["\\ud800"]',
    '[1,2]',
    'null',
    '',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** JSON values no contract field should ever turn into a 500. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(
    1e300,
    -1e300,
    253_402_300_800_000,
    8.64e15 + 1,
    2 ** 53 + 2,
    -1,
    0.5,
    true,
    false,
    null,
    [],
    {},
    { $ne: 1 },
  ),
  fc.constant(null).map(() => JSON.parse(nested(4000, '[', ']'))),
  fc.jsonValue({ maxDepth: 3 }),
);

interface Limits {
  depth: number;
}

function stringOf(document: object, schema: Schema, limits: Limits): fc.Arbitrary<string> {
  if (schema.contentMediaType === 'application/json') {
    const inside = isObject(schema.contentSchema)
      ? schemaValue(document, schema.contentSchema, limits)
      : fc.jsonValue({ maxDepth: 3 });
    return inside.map((value) => JSON.stringify(value) ?? 'null');
  }
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') {
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  }
  const maxLength = Math.min(Number(schema.maxLength ?? 40), 40);
  const minLength = Math.min(Number(schema.minLength ?? 0), maxLength);
  return fc.string({ unit: 'grapheme', minLength, maxLength });
}

function objectOf(document: object, schema: Schema, limits: Limits): fc.Arbitrary<unknown> {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const known = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [
        name,
        schemaValue(document, property, limits),
      ]),
    ),
    { requiredKeys: required.filter((name) => name in properties) },
  );
  const extra = schema.additionalProperties;
  if (!isObject(extra) || Object.keys(properties).length > 0) return known;
  const maxKeys = Math.min(Number(schema.maxProperties ?? 4), 4);
  return fc.dictionary(
    fc.string({ minLength: 1, maxLength: 12 }),
    schemaValue(document, extra, limits),
    { maxKeys },
  );
}

const typed: Record<
  string,
  (document: object, schema: Schema, limits: Limits) => fc.Arbitrary<unknown>
> = {
  string: stringOf,
  integer: (_document, schema) =>
    fc.integer({
      min: Number(schema.minimum ?? -1_000_000),
      max: Math.min(Number(schema.maximum ?? 1_000_000), 1_000_000_000),
    }),
  number: (_document, schema) =>
    fc.double({
      min: Number(schema.minimum ?? -1e9),
      max: Number(schema.maximum ?? 1e12),
      noNaN: true,
      noDefaultInfinity: true,
    }),
  boolean: () => fc.boolean(),
  null: () => fc.constant(null),
  object: objectOf,
  array: (document, schema, limits) => {
    const items = schemaValue(document, schema.items ?? {}, limits);
    const maxLength = Math.min(Number(schema.maxItems ?? 4), 4);
    const minLength = Math.min(Number(schema.minItems ?? 0), maxLength);
    return schema.uniqueItems
      ? fc.uniqueArray(items, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
      : fc.array(items, { minLength, maxLength });
  },
};

/** Values that fit `schema` (within the depth and sizes a test can afford). */
export function schemaValue(
  document: object,
  raw: unknown,
  limits: Limits = { depth: 0 },
): fc.Arbitrary<unknown> {
  const schema = resolveSchema(document, raw);
  const next = { depth: limits.depth + 1 };
  if (limits.depth > 6) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (Array.isArray(choices))
    return fc.oneof(...choices.map((choice) => schemaValue(document, choice, next)));
  const types = Array.isArray(schema.type)
    ? (schema.type as string[])
    : schema.type
      ? [String(schema.type)]
      : [];
  if (types.length === 0)
    return schema.properties ? objectOf(document, schema, next) : fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => typed[type]!(document, schema, next)));
}
