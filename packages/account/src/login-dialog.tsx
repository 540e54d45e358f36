import type { Api } from '@tessera/runtime';
import { Modal, type Theme } from '@tessera/ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { type LoginSession, logIn, loginFailureMessage } from './log-in';
import { accountMessages } from './messages';

export interface LoginDialogProps {
  open: boolean;
  /** The data layer the login goes through; its later calls carry the xsrfToken. */
  api: Api;
  /** Escape, an overlay click, the × or Cancel. */
  onClose(): void;
  /** After a successful login (the header is applied already). */
  onLoggedIn(session: LoginSession): void;
  onHidden?(): void;
  /** Default 'light'. */
  theme?: Theme;
  document?: Document;
}

/**
 * The login dialog (WAI-ARIA APG dialog on the overlay kit's Modal): email, password, remember
 * me. A failure shows its words in an alert above the button, keeps what was typed and moves
 * focus back to the email field; a second submit while one is under way is ignored.
 */
export function LoginDialog(props: LoginDialogProps): ReactNode {
  const id = useId();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const text = accountMessages;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!email || !password) {
      setError(text.missingFields);
      return;
    }
    setBusy(true);
    setError(undefined);
    logIn(props.api, { email, password, rememberMe: data.get('rememberMe') === 'on' }).then(
      (session) => {
        setBusy(false);
        props.onLoggedIn(session);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(loginFailureMessage(failure));
        form.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
      },
    );
  };

  return (
    <Modal
      open={props.open}
      onClose={() => props.onClose()}
      onHidden={props.onHidden}
      labelledBy={`${id}-title`}
      theme={props.theme}
      document={props.document}
    >
      <h2 className="title" part="title" id={`${id}-title`}>
        {text.loginTitle}
      </h2>
      <form className="login" part="login-form" onSubmit={submit} noValidate aria-busy={busy}>
        <label className="login-field" htmlFor={`${id}-email`}>
          {text.email}
        </label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="username" required />
        <label className="login-field" htmlFor={`${id}-password`}>
          {text.password}
        </label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <label className="login-remember">
          <input name="rememberMe" type="checkbox" /> {text.rememberMe}
        </label>
        <p className="login-error" part="login-error" role="alert">
          {error ?? ''}
        </p>
        <div className="actions" part="actions">
          <button type="button" className="button" onClick={() => props.onClose()}>
            {text.cancel}
          </button>
          <button type="submit" className="button" data-variant="primary" disabled={busy}>
            {busy ? text.submitting : text.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The form's look inside the overlay host (the Modal brings the dialog's own). */
export const loginDialogStyles = `.login{display:grid;gap:6px}
.login-field{font-size:14px;font-weight:600}
.login input[type=email],.login input[type=password]{box-sizing:border-box;width:100%;min-height:36px;padding:6px 10px;border:1px solid var(--_border);border-radius:6px;background:var(--_bg);color:var(--_fg);font:inherit}
.login input:focus-visible{outline:2px solid var(--_accent);outline-offset:1px}
.login-remember{display:flex;gap:8px;align-items:center;margin-top:6px;font-size:14px}
.login-error{min-height:1.3em;margin:4px 0 0;color:var(--tessera-error,#b00020);font-size:14px}
.login-error:empty{min-height:0}
.login .actions{margin-top:12px}`;
