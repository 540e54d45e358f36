import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { openAdminChannel } from './admin-channel';
import { createConsoleApi } from './console-api';
import { ConsoleProvider } from './console-context';
import { consoleRoutes } from './console-routes';
import { messages } from './messages';
import { readStartData } from './start-data';

/** The router's basename: the server serves the console at /config/ (Vite base '/config/'). */
const CONSOLE_BASENAME = '/config';

/**
 * Starts the console in `container`: reads the start data the server wrote, opens the admin
 * channel (owners only, spec 002 §6) and renders the router. Without start data it says the
 * console could not load, with a reload button, and calls nothing.
 */
export function startConsole(container: HTMLElement, doc: Document = document): () => void {
  const root = createRoot(container);
  const start = readStartData(doc);
  if (!start) {
    root.render(
      <main className="state state-error" role="alert">
        <p>{messages.loadFailed}</p>
        <button type="button" onClick={() => location.reload()}>
          {messages.retry}
        </button>
      </main>,
    );
    return () => root.unmount();
  }
  const channel = openAdminChannel(
    { userId: start.account.id, websiteId: start.websiteId },
    start.account.role === 'owner',
  );
  const api = createConsoleApi({ xsrfToken: start.xsrfToken, document: doc });
  const router = createBrowserRouter(consoleRoutes, { basename: CONSOLE_BASENAME });
  const navigateAway = (url: string) => location.assign(url);
  root.render(
    <StrictMode>
      <ConsoleProvider value={{ start, api, channel, navigateAway }}>
        <RouterProvider router={router} />
      </ConsoleProvider>
    </StrictMode>,
  );
  channel.broadcast('console-opened');
  return () => {
    root.unmount();
    channel.close();
  };
}
