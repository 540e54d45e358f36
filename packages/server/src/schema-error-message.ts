import type { ErrorObject } from 'ajv';

/**
 * One sentence for a failed schema check, naming the field and what it must be, in the words the
 * routes used before the document checked requests ('Field "email" is required.', 'Unknown
 * field: "x".', 'Field "event" is longer than 200 characters.').
 */
type Params = Record<string, unknown>;

/** How many entries the refused value has: "(got 201)" (ajv's verbose errors carry the value). */
const got = (data: unknown) => (Array.isArray(data) ? ` (got ${data.length})` : '');

const typeNames: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 120) ?? String(value);

const wording: Record<string, (params: Params, data: unknown) => string> = {
  type: (params) =>
    `must be ${String(params.type)
      .split(',')
      .map((type) => typeNames[type] ?? type)
      .join(' or ')}`,
  maxLength: (params) => `is longer than ${params.limit} characters`,
  minLength: (params) =>
    params.limit === 1 ? 'must not be empty' : `is shorter than ${params.limit} characters`,
  maximum: (params) => `must be at most ${params.limit}`,
  minimum: (params) => `must be at least ${params.limit}`,
  exclusiveMaximum: (params) => `must be less than ${params.limit}`,
  exclusiveMinimum: (params) => `must be more than ${params.limit}`,
  maxItems: (params, data) => `has more than ${params.limit} entries${got(data)}`,
  minItems: (params) => `has fewer than ${params.limit} entries`,
  maxProperties: (params) => `has more than ${params.limit} fields`,
  minProperties: (params) => `has fewer than ${params.limit} fields`,
  uniqueItems: (params) => `has the same entry twice (entries ${params.j} and ${params.i})`,
  enum: (params) => `must be one of ${(params.allowedValues as unknown[]).map(shown).join(', ')}`,
  const: (params) => `must be ${shown(params.allowedValue)}`,
  pattern: (params) => `must match ${String(params.pattern)}`,
  format: (params) => `must be a valid ${String(params.format)}`,
  oneOf: () => 'does not have any of the shapes the contract allows',
  anyOf: () => 'does not have any of the shapes the contract allows',
};

/** "form.email", "[2].timestamp": an instance path as people read it, names cut to 64. */
function pathOf(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (path, part) =>
        /^\d+$/.test(part)
          ? `${path}[${part}]`
          : path === ''
            ? part.slice(0, 64)
            : `${path}.${part.slice(0, 64)}`,
      '',
    );
}

const join = (path: string, name: string) =>
  path === '' ? name.slice(0, 64) : `${path}.${name.slice(0, 64)}`;

/**
 * The sentence for the most specific error (the deepest path; the last of equals, which for a
 * oneOf is the oneOf itself), with `subject(path)` naming the field ('Field "x"', 'Query "y"')
 * and `fullPath` placing a path inside the value checked (JSON text in the field "events").
 */
export function describeSchemaError(
  errors: readonly ErrorObject[],
  subject: (path: string) => string,
  fullPath: (path: string) => string = (path) => path,
): string {
  let error = errors[0];
  for (const candidate of errors) {
    if (!error || candidate.instancePath.length >= error.instancePath.length) error = candidate;
  }
  if (!error) return `${subject('')} does not fit the contract.`;
  const path = pathOf(error.instancePath);
  const params = error.params as Params;
  if (error.keyword === 'required') {
    return `${subject(join(path, String(params.missingProperty)))} is required.`;
  }
  if (error.keyword === 'additionalProperties') {
    return `Unknown field: ${shown(fullPath(join(path, String(params.additionalProperty))))}.`;
  }
  const words =
    wording[error.keyword]?.(params, error.data) ?? error.message ?? 'does not fit the contract';
  return `${subject(path)} ${words}.`;
}
