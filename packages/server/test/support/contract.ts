/**
 * Checks answers against docs/http-contract/openapi.yaml: the response schema of the call's path,
 * method, status and content type must exist and accept the body.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

const documentPath = resolve(import.meta.dirname, '../../../../docs/http-contract/openapi.yaml');
export const openapi = parse(readFileSync(documentPath, 'utf8')) as {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(openapi, 'openapi');

const pointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** The document's path template for a request path (`/a/{id}` matches `/a/42`). */
export function templateOf(pathAndQuery: string): string {
  const path = pathAndQuery.split('?')[0]!;
  if (openapi.paths[path]) return path;
  const template = Object.keys(openapi.paths).find((candidate) =>
    new RegExp(`^${candidate.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
  );
  return template ?? path;
}

function responseOf(path: string, method: string, status: number): Record<string, unknown> {
  const operation = openapi.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`openapi.yaml has no ${method} ${path}`);
  let response = operation.responses[String(status)] as Record<string, unknown> | undefined;
  if (!response) throw new Error(`openapi.yaml has no ${status} answer for ${method} ${path}`);
  const ref = response.$ref;
  if (typeof ref === 'string') {
    const name = ref.split('/').pop()!;
    response = (
      openapi as unknown as { components: { responses: Record<string, Record<string, unknown>> } }
    ).components.responses[name];
    return { ...response!, ref };
  }
  return {
    ...response,
    ref: `#/paths/${pointer(path)}/${method.toLowerCase()}/responses/${status}`,
  };
}

const seen = new Set<string>();
/** Every (method path status) checked so far, so a test can show the contract was covered. */
export const checkedAnswers = seen;

/** Throws with ajv's errors when the answer does not fit the contract. */
export function assertContract(
  method: string,
  path: string,
  status: number,
  contentType: string,
  body: unknown,
): void {
  path = templateOf(path);
  const response = responseOf(path, method, status);
  const content = response.content as Record<string, unknown> | undefined;
  const type = contentType.split(';')[0]!.trim();
  if (!content) return;
  if (!content[type]) {
    throw new Error(`${method} ${path} ${status}: content type ${type} is not in openapi.yaml`);
  }
  seen.add(`${method} ${path} ${status}`);
  if (type !== 'application/json') return;
  const schemaRef = `openapi${response.ref}/content/${pointer(type)}/schema`;
  const validate = ajv.getSchema(schemaRef) ?? ajv.compile({ $ref: schemaRef });
  if (!validate(body)) {
    throw new Error(
      `${method} ${path} ${status} does not fit openapi.yaml: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body)}`,
    );
  }
}
