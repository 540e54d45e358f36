import {
  editingFrameKeyAction,
  NOREDIRECT_PARAMETER,
  TOGGLE_PANEL_MESSAGE,
} from '@tessera/account';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useConsole } from '../console-context';
import { messages } from '../messages';
import { useDocumentTitle } from '../use-document-title';

/** The live page itself, with the flag that keeps an owner on it (spec 002 §2). */
function liveAddress(frameUrl: string): string {
  return `${frameUrl}${frameUrl.includes('?') ? '&' : '?'}${NOREDIRECT_PARAMETER}`;
}

/** Escape in the console and the framed page's message both toggle the panel (spec 000 §2). */
function usePanelToggle(toggle: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const state = { loggedIn: true, framed: true, useEscapeKeyToLogin: false };
      if (editingFrameKeyAction(event, state) !== 'toggle-panel') return;
      event.preventDefault();
      toggle();
    };
    // Only the site's own pages may ask: any other window's message is ignored.
    const onMessage = (event: MessageEvent) => {
      if (event.origin === location.origin && event.data === TOGGLE_PANEL_MESSAGE) toggle();
    };
    addEventListener('keydown', onKey);
    addEventListener('message', onMessage);
    return () => {
      removeEventListener('keydown', onKey);
      removeEventListener('message', onMessage);
    };
  }, [toggle]);
}

/** Site: the page being edited in the preview frame, beside the settings panel. */
export function SiteRoute() {
  const { start, channel } = useConsole();
  useDocumentTitle(messages.siteHeading);
  // Open at first: the published page set the preview-frame cookie to "expanded" before it sent
  // the owner here (spec 000 §2).
  const [open, setOpen] = useState(true);
  const toggle = useCallback(() => setOpen((wasOpen) => !wasOpen), []);
  usePanelToggle(toggle);
  const announced = useRef(open);
  useEffect(() => {
    if (announced.current === open) return;
    announced.current = open;
    channel.broadcast(open ? 'panel-opened' : 'panel-closed');
  }, [channel, open]);
  return (
    <div className="site-screen">
      <div className="site-bar">
        <h1 tabIndex={-1}>{messages.siteHeading}</h1>
        <button type="button" aria-expanded={open} aria-controls="config-panel" onClick={toggle}>
          {messages.togglePanel}
        </button>
      </div>
      <div className="site-body">
        <aside id="config-panel" data-config-panel aria-label={messages.panelLabel} hidden={!open}>
          <p>{messages.panelHint}</p>
          <p>
            <a href={liveAddress(start.frameUrl)} target="_top">
              {messages.viewLiveSite}
            </a>
          </p>
          <ul>
            <li>
              <Link to="/settings">{messages.settingsHeading}</Link>
            </li>
            <li>
              <Link to="/submissions">{messages.submissionsHeading}</Link>
            </li>
            <li>
              <Link to="/analytics">{messages.analyticsHeading}</Link>
            </li>
          </ul>
        </aside>
        <iframe name="preview" title={messages.previewTitle} src={start.frameUrl} />
      </div>
    </div>
  );
}
