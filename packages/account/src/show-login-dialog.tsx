import type { Api } from '@tessera/runtime';
import { adoptDialogParts, adoptStyles, createOverlayRoot, type Theme } from '@tessera/ui';
import type { LoginSession } from './log-in';
import { LoginDialog, loginDialogStyles } from './login-dialog';

export interface ShowLoginDialogOptions {
  /** Default 'light'. */
  theme?: Theme;
  document?: Document;
  /** Aborting removes the dialog at once (the page feature's destroy); resolves undefined. */
  signal?: AbortSignal;
}

let showing: Promise<LoginSession | undefined> | undefined;

/**
 * Shows the login dialog in the overlay host; resolves with the session after a successful
 * login, or undefined when the visitor closes it. While one is open, a second call answers the
 * same promise (several calls answering loginRequired at once give one dialog).
 */
export function showLoginDialog(
  api: Api,
  options: ShowLoginDialogOptions = {},
): Promise<LoginSession | undefined> {
  if (showing) return showing;
  // Its Cancel and Log in buttons take the kit's dialog buttons' look.
  adoptDialogParts(options.document);
  adoptStyles('login-dialog', loginDialogStyles, options.document);
  const root = createOverlayRoot({ name: 'login', document: options.document });
  showing = new Promise((resolve) => {
    let result: LoginSession | undefined;
    const render = (open: boolean) =>
      root.render(
        <LoginDialog
          open={open}
          api={api}
          theme={options.theme}
          document={options.document}
          onClose={() => close(undefined)}
          onLoggedIn={(session) => close(session)}
          onHidden={() => {
            options.signal?.removeEventListener('abort', abort);
            root.unmount();
            showing = undefined;
            resolve(result);
          }}
        />,
      );
    const close = (session: LoginSession | undefined) => {
      result = session;
      render(false);
    };
    const abort = () => {
      root.unmount();
      showing = undefined;
      resolve(undefined);
    };
    if (options.signal?.aborted) return abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    render(true);
  });
  return showing;
}
