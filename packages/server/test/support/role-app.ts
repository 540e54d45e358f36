/**
 * One app (PGlite in memory, app.request) with an account of each role logged in: owner, viewer
 * and member. `call` sends a request as a role the way the console does (crumb, session cookie,
 * X-XSRF-Token), and checks /api/ answers against openapi.yaml.
 */
import type { Hono } from 'hono';
import { siteDir } from '../../../../tests/support/server';
import type { Database } from '../../src/database/database';
import { hashPassword } from '../../src/password';
import { createServerApp, type ServerOptions } from '../../src/server';
import type { ServerContext } from '../../src/server-context';
import { assertContract } from './contract';

export const ORIGIN = 'http://127.0.0.1:3000';
export type Role = 'owner' | 'viewer' | 'member';
const password = 'a password for every role';

export interface RoleCall {
  /** Logged in as; none: no session. */
  role?: Role;
  json?: unknown;
  /** Send the session's X-XSRF-Token header. Default true. */
  xsrf?: boolean;
}

export interface RoleApp {
  app: Hono;
  ctx: ServerContext;
  db: Database;
  sessions: Record<Role, { cookie: string; xsrfToken: string; accountId: string }>;
  /** Answer status, headers, body (JSON parsed) and text. */
  call(
    method: string,
    path: string,
    options?: RoleCall,
  ): Promise<{ status: number; headers: Headers; body: unknown; text: string }>;
  close(): Promise<void>;
}

async function crumbOf(app: Hono): Promise<string> {
  const answer = await app.request(`${ORIGIN}/`);
  return /crumb=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')![1]!;
}

async function logIn(app: Hono, email: string) {
  const crumb = await crumbOf(app);
  const answer = await app.request(`${ORIGIN}/api/site-users/account/session?crumb=${crumb}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `crumb=${crumb}` },
    body: JSON.stringify({ email, password, rememberMe: false }),
  });
  const token = /tessera-session=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')![1];
  const { xsrfToken, accountId } = (await answer.json()) as {
    xsrfToken: string;
    accountId: string;
  };
  return { cookie: `crumb=${crumb}; tessera-session=${token}`, xsrfToken, accountId };
}

export async function createRoleApp(options: ServerOptions = {}): Promise<RoleApp> {
  const { app, db, stop, ctx } = await createServerApp({
    dataDir: ':memory:',
    siteDir,
    consoleDir: null,
    ownerEmail: 'owner@example.com',
    ownerPassword: password,
    ...options,
  });
  const hash = await hashPassword(password);
  for (const role of ['viewer', 'member']) {
    await db.query(
      'INSERT INTO accounts (id, email, password_hash, role) VALUES ($1, $2, $3, $4)',
      [`${role}-id`, `${role}@example.com`, hash, role],
    );
  }
  const sessions = {
    owner: await logIn(app, 'owner@example.com'),
    viewer: await logIn(app, 'viewer@example.com'),
    member: await logIn(app, 'member@example.com'),
  };
  const anonymousCrumb = await crumbOf(app);

  async function call(method: string, path: string, options: RoleCall = {}) {
    const session = options.role ? sessions[options.role] : undefined;
    const crumb = session ? /crumb=([^;]+)/.exec(session.cookie)![1]! : anonymousCrumb;
    const headers: Record<string, string> = { cookie: session?.cookie ?? `crumb=${crumb}` };
    if (session && options.xsrf !== false) headers['x-xsrf-token'] = session.xsrfToken;
    if (method !== 'GET') headers['x-csrf-token'] = crumb;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const answer = await app.request(`${ORIGIN}${path}`, {
      method,
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
    });
    const text = await answer.text();
    const type = answer.headers.get('content-type') ?? '';
    const body: unknown = type.includes('application/json') ? JSON.parse(text) : text;
    if (path.startsWith('/api/')) assertContract(method, path, answer.status, type, body);
    return { status: answer.status, headers: answer.headers, body, text };
  }

  return {
    app,
    ctx,
    db,
    sessions,
    call,
    async close() {
      stop();
      await ctx.submissions.drain();
      await ctx.analyticsEvents.drain();
      await db.close();
    },
  };
}
