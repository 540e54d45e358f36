import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ConsoleLayout } from './console-layout';
import { messages } from './messages';
import { NotFoundRoute } from './routes/not-found-route';
import { SiteRoute } from './routes/site-route';

/**
 * A screen fetched when it is first opened: the Site screen, where an owner lands, stays in the
 * first chunk; the others (and what only they use: the banner, money formats, the chart) come
 * as chunks of their own.
 */
function screen(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** The console's screens under /config/ (the router's basename). */
export const consoleRoutes: RouteObject[] = [
  {
    element: <ConsoleLayout />,
    // Shown while the first screen's chunk loads.
    hydrateFallbackElement: (
      <p role="status" className="state">
        {messages.loading}
      </p>
    ),
    children: [
      { index: true, element: <SiteRoute /> },
      {
        path: 'submissions/:formId?',
        ...screen(() => import('./routes/submissions-route').then((m) => m.SubmissionsRoute)),
      },
      {
        path: 'submissions/:formId/:id',
        ...screen(() =>
          import('./routes/submission-detail-route').then((m) => m.SubmissionDetailRoute),
        ),
      },
      {
        path: 'orders',
        ...screen(() => import('./routes/orders-route').then((m) => m.OrdersRoute)),
      },
      {
        path: 'orders/:id',
        ...screen(() => import('./routes/order-detail-route').then((m) => m.OrderDetailRoute)),
      },
      {
        path: 'analytics',
        ...screen(() => import('./routes/analytics-route').then((m) => m.AnalyticsRoute)),
      },
      {
        path: 'consent',
        ...screen(() => import('./routes/consent-log-route').then((m) => m.ConsentLogRoute)),
      },
      {
        path: 'settings',
        ...screen(() => import('./routes/settings-route').then((m) => m.SettingsRoute)),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
