import type { RouteObject } from 'react-router';
import { ConsoleLayout } from './console-layout';
import { AnalyticsRoute } from './routes/analytics-route';
import { ConsentLogRoute } from './routes/consent-log-route';
import { NotFoundRoute } from './routes/not-found-route';
import { OrderDetailRoute } from './routes/order-detail-route';
import { OrdersRoute } from './routes/orders-route';
import { SettingsRoute } from './routes/settings-route';
import { SiteRoute } from './routes/site-route';
import { SubmissionDetailRoute } from './routes/submission-detail-route';
import { SubmissionsRoute } from './routes/submissions-route';

/** The console's screens under /config/ (the router's basename). */
export const consoleRoutes: RouteObject[] = [
  {
    element: <ConsoleLayout />,
    children: [
      { index: true, element: <SiteRoute /> },
      { path: 'submissions', element: <SubmissionsRoute /> },
      { path: 'submissions/:formId', element: <SubmissionsRoute /> },
      { path: 'submissions/:formId/:id', element: <SubmissionDetailRoute /> },
      { path: 'orders', element: <OrdersRoute /> },
      { path: 'orders/:id', element: <OrderDetailRoute /> },
      { path: 'analytics', element: <AnalyticsRoute /> },
      { path: 'consent', element: <ConsentLogRoute /> },
      { path: 'settings', element: <SettingsRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
