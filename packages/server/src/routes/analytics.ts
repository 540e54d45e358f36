import { Hono } from 'hono';
import type { ServerContext } from '../server-context';
import { addCensusRoutes } from './census-routes';
import { addEventRoutes } from './event-routes';
import { addTrackingRoutes } from './tracking-routes';

/**
 * Events, census, tracking and performance calls (spec 000 §7, 001 §7, 002 §7). Each is stored
 * as a row for later analysis and answered `{ "success": true }` (the spec shows no answers).
 */
export function analyticsRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  addEventRoutes(app, ctx);
  addCensusRoutes(app, ctx);
  addTrackingRoutes(app, ctx);
  return app;
}
