import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The parts of docs/http-contract/openapi.yaml (OpenAPI 3.1) the request checks read. */
export interface ContractDocument {
  paths: Record<string, Record<string, ContractOperation | unknown>>;
  components?: { parameters?: Record<string, ContractParameter> };
}

export interface ContractParameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  schema?: Record<string, unknown>;
}

export interface ContractOperation {
  operationId?: string;
  parameters?: (ContractParameter | { $ref: string })[];
  requestBody?: {
    required?: boolean;
    content: Record<string, { schema?: Record<string, unknown> }>;
  };
}

/** The HTTP methods an OpenAPI path item may hold (the rest of its keys are not operations). */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Where the document is: beside the built server (the build copies it into dist/, so the npm
 * package carries it), else in the repository's docs/ (the sources, run by tests and tsx).
 */
const candidates = [
  new URL('./openapi.yaml', import.meta.url),
  new URL('../../../docs/http-contract/openapi.yaml', import.meta.url),
];

let loaded: ContractDocument | undefined;

/** The HTTP contract the server implements, read and parsed once a process. */
export function contractDocument(): ContractDocument {
  if (loaded) return loaded;
  const found = candidates.map((url) => fileURLToPath(url)).find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      '[tessera-server] openapi.yaml not found beside the server or in docs/http-contract/',
    );
  }
  loaded = parse(readFileSync(found, 'utf8')) as ContractDocument;
  return loaded;
}
