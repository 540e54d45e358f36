import { editingFrameKeyAction } from '@tessera/account';
import { useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useConsole } from './console-context';
import { logOutOfConsole } from './log-out-of-console';
import { messages } from './messages';

const SCREENS = [
  { to: '/', label: messages.siteHeading, end: true },
  { to: '/submissions', label: messages.submissionsHeading, end: false },
  { to: '/orders', label: messages.ordersHeading, end: false },
  { to: '/analytics', label: messages.analyticsHeading, end: false },
  { to: '/consent', label: messages.consentHeading, end: false },
  { to: '/settings', label: messages.settingsHeading, end: false },
] as const;

/** Shift+Escape anywhere in the console logs out (spec 000 §2, editing-frame keyboard). */
function useShiftEscapeLogOut(logOut: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const state = { loggedIn: true, framed: true, useEscapeKeyToLogin: false };
      if (editingFrameKeyAction(event, state) !== 'log-out') return;
      event.preventDefault();
      logOut();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [logOut]);
}

/** After a client-side navigation, focus goes to the new screen's heading (not on first load). */
function useFocusOnNavigation(main: React.RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of screen
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [pathname]);
}

/** The console's frame: header with the account and Log out, the screens' nav, the screen. */
export function ConsoleLayout() {
  const { start, api, channel, navigateAway } = useConsole();
  const main = useRef<HTMLElement>(null);
  const [logOutFailed, setLogOutFailed] = useState(false);
  const logOutRef = useRef(() => {
    channel.broadcast('logged-out');
    logOutOfConsole(api, navigateAway, new URL(location.href)).catch(() => setLogOutFailed(true));
  });
  useShiftEscapeLogOut(logOutRef.current);
  useFocusOnNavigation(main);
  return (
    <div className="console">
      <a className="skip-link" href="#console-main">
        {messages.skipToContent}
      </a>
      <header className="console-header">
        <p className="console-title">
          {messages.consoleTitle}
          {start.siteTitle && <span className="site-title"> · {start.siteTitle}</span>}
        </p>
        <p className="account">
          <span>{start.account.email}</span>{' '}
          <span className="role" data-console-role={start.account.role}>
            ({start.account.role})
          </span>
        </p>
        <button type="button" onClick={logOutRef.current}>
          {messages.logOut}
        </button>
        {logOutFailed && (
          <p role="alert" className="state-error">
            {messages.somethingWentWrong}
          </p>
        )}
      </header>
      <nav aria-label={messages.navLabel} className="console-nav">
        <ul>
          {SCREENS.map((screen) => (
            <li key={screen.to}>
              <NavLink to={screen.to} end={screen.end}>
                {screen.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="console-main" ref={main} tabIndex={-1}>
        {!start.canEdit && <p className="viewer-note">{messages.viewerNote}</p>}
        <Outlet />
      </main>
    </div>
  );
}
