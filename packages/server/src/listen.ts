import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { serve } from '@hono/node-server';

/**
 * Bounds on the Node server's connections, so slow or idle sockets cannot use up the process
 * (20,600 slow sockets once held a server down for 70-90 s: Node's defaults let a socket take 60 s
 * to send its headers, checked every 30 s, and accept connections until the descriptors run out).
 * Times in milliseconds; 0 turns a time-out or a cap off.
 */
export interface ConnectionLimits {
  /** Time to receive a request's headers, from its first byte; then 408 and closed. 10,000. */
  headersTimeout?: number;
  /** Time to receive a whole request, headers and body; then 408 and closed. 30,000. */
  requestTimeout?: number;
  /** How long an idle keep-alive connection stays open after an answer. 5,000. */
  keepAliveTimeout?: number;
  /** Open connections at most; one more is closed as soon as it is accepted. 10,000. */
  maxConnections?: number;
  /** Requests a keep-alive connection carries; the last answer says `Connection: close`. 1,000. */
  maxRequestsPerSocket?: number;
}

const DEFAULT_LIMITS: Required<ConnectionLimits> = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  maxConnections: 10_000,
  maxRequestsPerSocket: 10_000,
};

/** The limits with their defaults, checked: whole numbers, and no header time-out past the request's. */
export function connectionLimits(limits: ConnectionLimits = {}): Required<ConnectionLimits> {
  const settled = { ...DEFAULT_LIMITS };
  for (const [name, value] of Object.entries(limits) as [keyof ConnectionLimits, unknown][]) {
    if (value === undefined) continue;
    if (!(name in DEFAULT_LIMITS)) throw new Error(`unknown connection limit "${name}"`);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      throw new Error(`${name} must be a whole number, 0 or more (got ${String(value)})`);
    }
    settled[name] = value;
  }
  if (settled.requestTimeout > 0 && settled.headersTimeout > settled.requestTimeout) {
    throw new Error(
      `headersTimeout (${settled.headersTimeout}) must not exceed requestTimeout (${settled.requestTimeout})`,
    );
  }
  return settled;
}

/**
 * Node's maxRequestsPerSocket writes `Connection: close` on the last answer but leaves the socket
 * open (a client that ignores it keeps it, with no time-out running): close it once that answer
 * is sent.
 */
function closeAfterLastRequest(server: Server, max: number): void {
  server.maxRequestsPerSocket = max;
  const served = new WeakMap<Socket, number>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    const count = (served.get(socket) ?? 0) + 1;
    served.set(socket, count);
    if (count >= max) response.once('finish', () => socket.end());
  });
}

export interface ListenOptions {
  host: string;
  port: number;
  limits?: ConnectionLimits;
}

/** Serves `fetch` on host:port with the connection limits; resolves once it listens. */
export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  options: ListenOptions,
): Promise<Server> {
  const limits = connectionLimits(options.limits);
  // Node checks the header and request time-outs on a timer (30 s by default, which let a slow
  // socket live up to 90 s): check four times within the shortest one, at most once a second.
  const shortest = Math.min(
    ...[limits.headersTimeout, limits.requestTimeout].filter((time) => time > 0),
    4_000,
  );
  return new Promise<Server>((done, fail) => {
    const server = serve(
      {
        fetch,
        hostname: options.host,
        port: options.port,
        serverOptions: {
          headersTimeout: limits.headersTimeout,
          requestTimeout: limits.requestTimeout,
          keepAliveTimeout: limits.keepAliveTimeout,
          connectionsCheckingInterval: Math.max(10, Math.floor(shortest / 4)),
        },
      },
      () => done(server as Server),
    ) as Server;
    if (limits.maxConnections > 0) server.maxConnections = limits.maxConnections;
    if (limits.maxRequestsPerSocket > 0) closeAfterLastRequest(server, limits.maxRequestsPerSocket);
    server.once('error', fail);
  });
}

const ENVIRONMENT_NAMES: Record<keyof ConnectionLimits, string> = {
  headersTimeout: 'TESSERA_HEADERS_TIMEOUT_MS',
  requestTimeout: 'TESSERA_REQUEST_TIMEOUT_MS',
  keepAliveTimeout: 'TESSERA_KEEP_ALIVE_TIMEOUT_MS',
  maxConnections: 'TESSERA_MAX_CONNECTIONS',
  maxRequestsPerSocket: 'TESSERA_MAX_REQUESTS_PER_SOCKET',
};

/** The CLI's connection settings (TESSERA_HEADERS_TIMEOUT_MS and the rest), checked. */
export function connectionLimitsFromEnvironment(
  env: Record<string, string | undefined>,
): ConnectionLimits {
  const limits: ConnectionLimits = {};
  for (const [name, variable] of Object.entries(ENVIRONMENT_NAMES) as [
    keyof ConnectionLimits,
    string,
  ][]) {
    const text = env[variable];
    if (text === undefined || text === '') continue;
    if (!/^\d+$/.test(text)) throw new Error(`${variable} must be a whole number (got "${text}")`);
    limits[name] = Number(text);
  }
  connectionLimits(limits);
  return limits;
}

/**
 * Whether `error` is Node's "aborted" (ECONNRESET) for a request whose client left before its
 * body ended: what reading the body rejects with after the request time-out closed the socket.
 */
export function isClientAbort(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.message === 'aborted' &&
    (error as NodeJS.ErrnoException).code === 'ECONNRESET'
  );
}
