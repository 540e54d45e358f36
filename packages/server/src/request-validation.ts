import { isJsonObject } from '@tessera/runtime';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Context, MiddlewareHandler } from 'hono';
import {
  type ContractDocument,
  type ContractOperation,
  type ContractParameter,
  contractDocument,
  HTTP_METHODS,
} from './contract-document';
import { HttpError } from './http-error';
import { bodyType, jsonNestedTooDeep, jsonTooDeepMessage, readBody } from './read-body';
import { describeSchemaError } from './schema-error-message';

/**
 * Every call of docs/http-contract/openapi.yaml is checked against the document itself before its
 * route runs, so the contract and the checks cannot drift: the path's parameters, the query, the
 * headers sent and the body (by its content type) must fit the operation's schemas, or the answer
 * is 400 naming the field; a content type the operation does not list is 415; a method the path
 * does not document is 405 with Allow. The schemas are compiled once a process (ajv, JSON Schema
 * 2020-12 as OpenAPI 3.1 uses it), with no type coercion: a query or path value is read as the
 * type its schema names (a whole number for integer, "true"/"false" for boolean), nothing else.
 * A form field documented with `contentMediaType: application/json` holds JSON text: it is
 * checked for depth and, when the document gives a `contentSchema`, against it.
 */
interface CheckedParameter {
  name: string;
  in: 'query' | 'header' | 'path';
  required: boolean;
  /** The schema's type, which says how a query or path text is read. */
  type: unknown;
  validate: ValidateFunction;
}

interface CheckedBody {
  validate: ValidateFunction;
  /** Fields holding JSON text: name to the validator of the value inside (or none). */
  jsonText: [string, ValidateFunction | undefined][];
}

interface CheckedOperation {
  parameters: CheckedParameter[];
  hasQuery: boolean;
  /** Content type to its body check; undefined when the operation takes no body. */
  bodies: Map<string, CheckedBody> | undefined;
}

interface CheckedPath {
  pattern: RegExp | undefined;
  /** The path's {names}, in order (templates only). */
  names: string[];
  operations: Map<string, CheckedOperation>;
  allow: string;
}

interface RequestChecks {
  /** 405 with Allow for a method the document does not give a documented path. */
  methods: MiddlewareHandler;
  /** 400 (or 415) for a request that does not fit its operation's schemas. */
  validate: MiddlewareHandler;
}

const pointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Follows local "#/…" references in the document from `value` (found at `at`): the value they
 * lead to and its own location, so a schema inside it can be compiled by reference.
 */
function follow<T>(document: ContractDocument, value: unknown, at: string): [T, string] {
  let current = value;
  let location = at;
  for (let hops = 0; isJsonObject(current) && typeof current.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`openapi.yaml: reference loop at ${current.$ref}`);
    location = current.$ref;
    current = location
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, part) => (isJsonObject(node) ? node[part] : undefined), document);
  }
  return [current as T, location];
}

function createAjv(document: ContractDocument) {
  // verbose: an error carries the refused value, so a message can say how many entries came.
  const ajv = new Ajv2020({ strict: false, allowUnionTypes: true, verbose: true });
  addFormats(ajv);
  ajv.addSchema(document as object, 'contract');
  return (ref: string) => ajv.compile({ $ref: `contract${ref}` });
}

type Compile = ReturnType<typeof createAjv>;

function checkParameters(
  document: ContractDocument,
  compile: Compile,
  at: string,
  operation: ContractOperation,
): CheckedParameter[] {
  return (operation.parameters ?? []).flatMap((entry, index) => {
    const [parameter, ref] = follow<ContractParameter>(
      document,
      entry,
      `${at}/parameters/${index}`,
    );
    if (parameter.in === 'cookie' || !parameter.schema) return [];
    return [
      {
        name: parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name,
        in: parameter.in,
        required: parameter.required === true,
        type: follow<Record<string, unknown>>(document, parameter.schema, '')[0].type,
        validate: compile(`${ref}/schema`),
      },
    ];
  });
}

function checkBodies(
  document: ContractDocument,
  compile: Compile,
  at: string,
  operation: ContractOperation,
): Map<string, CheckedBody> | undefined {
  const content = operation.requestBody?.content;
  if (!content) return undefined;
  const bodies = new Map<string, CheckedBody>();
  for (const [type, media] of Object.entries(content)) {
    const ref = `${at}/requestBody/content/${pointer(type)}/schema`;
    const [schema, schemaAt] = follow<Record<string, unknown>>(document, media.schema ?? {}, ref);
    const properties = isJsonObject(schema.properties) ? schema.properties : {};
    const jsonText = Object.entries(properties).flatMap(([name, property]) => {
      const [field, fieldAt] = follow<Record<string, unknown>>(
        document,
        property,
        `${schemaAt}/properties/${pointer(name)}`,
      );
      if (field.contentMediaType !== 'application/json') return [];
      const inside = field.contentSchema ? compile(`${fieldAt}/contentSchema`) : undefined;
      return [[name, inside] as [string, ValidateFunction | undefined]];
    });
    bodies.set(type, { validate: compile(ref), jsonText });
  }
  return bodies;
}

function checkPath(document: ContractDocument, compile: Compile, path: string): CheckedPath {
  const operations = new Map<string, CheckedOperation>();
  const item = document.paths[path] ?? {};
  for (const method of HTTP_METHODS) {
    const operation = item[method] as ContractOperation | undefined;
    if (!operation) continue;
    const at = `#/paths/${pointer(path)}/${method}`;
    const parameters = checkParameters(document, compile, at, operation);
    operations.set(method.toUpperCase(), {
      parameters,
      hasQuery: parameters.some((parameter) => parameter.in === 'query'),
      bodies: checkBodies(document, compile, at, operation),
    });
  }
  // Hono answers HEAD with the GET route, without the body.
  if (operations.has('GET') && !operations.has('HEAD'))
    operations.set('HEAD', operations.get('GET')!);
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  const pattern =
    names.length === 0
      ? undefined
      : new RegExp(
          `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '([^/]+)')}$`,
        );
  return { pattern, names, operations, allow: [...operations.keys()].join(', ') };
}

let compiled: { exact: Map<string, CheckedPath>; templates: CheckedPath[] } | undefined;

/** The document's paths with their compiled checks, built once a process. */
function compiledContract() {
  if (compiled) return compiled;
  const document = contractDocument();
  const compile = createAjv(document);
  const exact = new Map<string, CheckedPath>();
  const templates: CheckedPath[] = [];
  for (const path of Object.keys(document.paths)) {
    const checked = checkPath(document, compile, path);
    if (checked.pattern) templates.push(checked);
    else exact.set(path, checked);
  }
  compiled = { exact, templates };
  return compiled;
}

/** The documented path a request path is, and the values of its {names}. */
function findPath(path: string): { checked: CheckedPath; values: string[] } | undefined {
  const contract = compiledContract();
  const checked = contract.exact.get(path);
  if (checked) return { checked, values: [] };
  for (const template of contract.templates) {
    const match = template.pattern!.exec(path);
    if (match) return { checked: template, values: match.slice(1) };
  }
  return undefined;
}

const badRequest = (error: string) => new HttpError(400, { error });

/** A query or path text read as its schema's type; a 400 when it is not written as one. */
function typedValue(parameter: CheckedParameter, text: string, subject: string): unknown {
  const type = parameter.type;
  if (type === 'integer' || type === 'number') {
    const form = type === 'integer' ? /^-?(0|[1-9]\d{0,15})$/ : /^-?(0|[1-9]\d*)(\.\d+)?$/;
    if (!form.test(text)) {
      throw badRequest(`${subject} must be ${type === 'integer' ? 'a whole number' : 'a number'}.`);
    }
    return Number(text);
  }
  if (type === 'boolean') {
    if (text !== 'true' && text !== 'false') throw badRequest(`${subject} must be true or false.`);
    return text === 'true';
  }
  return text;
}

function checkValue(parameter: CheckedParameter, text: string, subject: string): void {
  const value = typedValue(parameter, text, subject);
  if (!parameter.validate(value)) {
    throw badRequest(describeSchemaError(parameter.validate.errors ?? [], () => subject));
  }
}

const subjectOf = (parameter: CheckedParameter) =>
  `${parameter.in === 'query' ? 'Query' : parameter.in === 'path' ? 'Path parameter' : 'Header'} "${parameter.name}"`;

function checkParameterValues(
  c: Context,
  operation: CheckedOperation,
  names: string[],
  values: string[],
): void {
  const query = operation.hasQuery ? queryOf(c.req.url) : undefined;
  for (const parameter of operation.parameters) {
    const subject = subjectOf(parameter);
    if (parameter.in === 'path') {
      checkValue(parameter, decodePathPart(values[names.indexOf(parameter.name)] ?? ''), subject);
    } else if (parameter.in === 'header') {
      // A missing X-XSRF-Token is the session check's 401 or 403 (spec 000 §8 routes those).
      const value = c.req.header(parameter.name);
      if (value !== undefined) checkValue(parameter, value, subject);
    } else {
      const given = query!.getAll(parameter.name);
      if (given.length > 1) throw badRequest(`${subject} is given more than once.`);
      if (given.length === 0 && parameter.required) throw badRequest(`${subject} is required.`);
      if (given.length === 1) checkValue(parameter, given[0]!, subject);
    }
  }
}

function queryOf(url: string): URLSearchParams {
  const at = url.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
}

function decodePathPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw badRequest('The path is not valid percent-encoded text.');
  }
}

const fieldSubject = (path: string) => (path === '' ? 'The request body' : `Field "${path}"`);

/** The body's check for the request's content type; 415 naming the types the call takes. */
function bodyCheckOf(c: Context, bodies: Map<string, CheckedBody>): CheckedBody {
  const type = bodyType(c);
  const check = bodies.get(type) ?? (type === '' ? bodies.values().next().value : undefined);
  if (!check) {
    const listed = [...bodies.keys()].join(' or ');
    throw new HttpError(415, {
      error: `Unsupported content type "${type.slice(0, 80)}": this call takes ${listed}.`,
    });
  }
  return check;
}

async function checkBody(c: Context, bodies: Map<string, CheckedBody>): Promise<void> {
  const check = bodyCheckOf(c, bodies);
  const body = await readBody(c);
  if (!check.validate(body)) {
    throw badRequest(describeSchemaError(check.validate.errors ?? [], fieldSubject));
  }
  if (!isJsonObject(body)) return;
  for (const [name, validate] of check.jsonText) {
    const text = body[name];
    if (typeof text !== 'string') continue;
    if (jsonNestedTooDeep(text)) throw badRequest(jsonTooDeepMessage(`Field "${name}"`));
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      continue; // the route answers malformed JSON text with its own message (spec 000 §8)
    }
    if (validate && !validate(value)) {
      const inside = (path: string) =>
        path === '' || path.startsWith('[') ? `${name}${path}` : `${name}.${path}`;
      const subject = (path: string) => fieldSubject(inside(path));
      throw badRequest(describeSchemaError(validate.errors ?? [], subject, inside));
    }
  }
}

/** The request checks of docs/http-contract/openapi.yaml, compiled on first use. */
export function requestChecks(): RequestChecks {
  compiledContract();
  return {
    async methods(c, next) {
      const found = findPath(c.req.path);
      if (found && !found.checked.operations.has(c.req.method)) {
        const allow = found.checked.allow;
        throw new HttpError(
          405,
          { error: `Method ${c.req.method.slice(0, 20)} is not allowed here: use ${allow}.` },
          { allow },
        );
      }
      await next();
    },
    async validate(c, next) {
      const found = findPath(c.req.path);
      const operation = found?.checked.operations.get(c.req.method);
      if (found && operation) {
        checkParameterValues(c, operation, found.checked.names, found.values);
        if (operation.bodies) await checkBody(c, operation.bodies);
      }
      await next();
    },
  };
}
