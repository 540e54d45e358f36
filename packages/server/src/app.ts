import {
  CRUMB_PARAMETER,
  HTML_FORM_SUBMISSION_PATH,
  PERFORMANCE_RECORDS_PATH,
  TRACK_PATH,
} from '@tessera/runtime';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { cartRoutes } from './commerce/cart-routes';
import { checkoutRoutes } from './commerce/checkout-routes';
import { demoOrderRoutes } from './commerce/demo-order-routes';
import { giftAndDonateRoutes } from './commerce/gift-donate-routes';
import { orderAccountRoutes } from './commerce/order-account-routes';
import { orderRoutes } from './commerce/order-routes';
import { productRoutes } from './commerce/product-routes';
import {
  CRUMB_COOKIE,
  CRUMB_HEADER,
  crumbCookieHeader,
  crumbMatches,
  isWellFormedCrumb,
  newCrumb,
} from './crumb';
import { HttpError } from './http-error';
import { isClientAbort } from './listen';
import { messages } from './messages';
import { requestChecks } from './request-validation';
import { accountRoutes } from './routes/accounts';
import { analyticsRoutes } from './routes/analytics';
import { configRoutes } from './routes/config-routes';
import { consentRoutes } from './routes/consent';
import { consentRecordRoutes } from './routes/consent-records';
import { consoleFormRoutes } from './routes/console-forms';
import { consoleSettingsRoutes } from './routes/console-settings';
import { formRoutes } from './routes/forms';
import { htmlFormRoutes } from './routes/html-form';
import { ownerAnalyticsRoutes } from './routes/owner-analytics';
import { placesRoutes } from './routes/places';
import { type SiteFiles, siteRoutes } from './routes/site';
import { siteSettingsRoutes } from './routes/site-settings';
import { submissionRoutes } from './routes/submissions';
import { securityHeaders } from './security-headers';
import type { ServerContext } from './server-context';
import { isHttpsRequest } from './session-cookie';

/**
 * Calls that may come without the crumb: beacons, which cannot carry headers (spec 002 §7), and
 * a form the browser sends itself, checked by its origin instead (routes/html-form.ts).
 */
const CRUMB_EXEMPT = new Set([
  `GET ${TRACK_PATH}`,
  `POST ${PERFORMANCE_RECORDS_PATH}`,
  `POST ${HTML_FORM_SUBMISSION_PATH}`,
]);
const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** The HTTP contract (docs/http-contract/openapi.yaml) and the site, as one Hono app. */
export function createApp(ctx: ServerContext, files?: SiteFiles): Hono {
  const app = new Hono();
  // First, so every answer has them: API, pages, assets, 304s, errors and 404s.
  app.use(
    securityHeaders({
      consoleOrigin: ctx.site.consoleOrigin,
      sources: ctx.site.contentSecurityPolicy,
      trustProxy: ctx.trustProxy,
    }),
  );

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(error.body, error.status, error.headers);
    }
    // The client left mid-body (the request time-out closed it, or its connection dropped):
    // nobody is left to answer, and a stack trace per slow socket would let clients fill the log.
    if (isClientAbort(error)) return c.body(null, 408);
    console.error('[tessera-server]', c.req.method, c.req.path, error);
    return c.json({ error: messages.internal }, 500);
  });

  // Every call is checked against docs/http-contract/openapi.yaml: 405 before the crumb, 400
  // and 415 after it (request-validation.ts).
  const requests = requestChecks();
  app.use('/api/*', requests.methods);

  // The crumb (spec 000 §8): state-changing calls must echo the cookie as ?crumb= or header.
  app.use('/api/*', async (c, next) => {
    const cookie = getCookie(c, CRUMB_COOKIE);
    const hasCrumb = isWellFormedCrumb(cookie);
    if (STATE_CHANGING.has(c.req.method) && !CRUMB_EXEMPT.has(`${c.req.method} ${c.req.path}`)) {
      const sent = c.req.query(CRUMB_PARAMETER) ?? c.req.header(CRUMB_HEADER);
      if (!crumbMatches(cookie, sent)) {
        return c.json({ crumbFail: true, error: messages.crumbFail }, 401, {
          'set-cookie': crumbCookieHeader(newCrumb(), isHttpsRequest(c, ctx.trustProxy)),
        });
      }
    }
    await next();
    if (!hasCrumb) {
      c.res.headers.append(
        'set-cookie',
        crumbCookieHeader(newCrumb(), isHttpsRequest(c, ctx.trustProxy)),
      );
    }
  });

  app.use('/api/*', requests.validate);

  // Each route module registers the runtime's contract paths (@tessera/runtime api-paths) whole.
  app.route('/', formRoutes(ctx));
  app.route('/', htmlFormRoutes(ctx));
  app.route('/', submissionRoutes(ctx));
  app.route('/', consoleFormRoutes(ctx));
  app.route('/', accountRoutes(ctx));
  app.route('/', analyticsRoutes(ctx));
  app.route('/', ownerAnalyticsRoutes(ctx));
  app.route('/', consentRoutes(ctx));
  app.route('/', consentRecordRoutes(ctx));
  app.route('/', placesRoutes());
  app.route('/', siteSettingsRoutes(ctx));
  app.route('/', consoleSettingsRoutes(ctx));
  app.route('/', cartRoutes(ctx));
  app.route('/', productRoutes(ctx));
  app.route('/', checkoutRoutes(ctx, ctx.payments));
  app.route('/', giftAndDonateRoutes(ctx, ctx.payments));
  app.route('/', orderRoutes(ctx));
  app.route('/', orderAccountRoutes(ctx));
  app.all('/api/*', (c) => c.json({ error: messages.notFound }, 404));
  app.route('/', configRoutes(ctx));
  // The demo's test order exists only when the server runs the demo (`npm start`): 404 otherwise.
  if (ctx.demo) app.route('/', demoOrderRoutes(ctx));
  if (files) app.route('/', siteRoutes(ctx, files));
  return app;
}
