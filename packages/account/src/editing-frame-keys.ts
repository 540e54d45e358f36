/** What a key press on the published page asks for (spec 000 §2, editing-frame keyboard). */
export type EditingFrameAction = 'toggle-panel' | 'return-to-admin' | 'log-out' | 'log-in';

export interface EditingFrameKey {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

export interface EditingFrameState {
  /** An account is logged in (the page context's authenticatedAccount). */
  loggedIn: boolean;
  /** The page is shown inside the console's preview frame (not the top frame). */
  framed: boolean;
  /** The site setting websiteSettings.useEscapeKeyToLogin. */
  useEscapeKeyToLogin: boolean;
}

/**
 * The editing-frame keyboard: Escape toggles the config panel (in the preview frame) or returns
 * to the admin (on the live page); Shift+Escape logs out; with nobody logged in, Escape opens the
 * login only when useEscapeKeyToLogin is on. Any other key, or Escape with Ctrl, Alt or Meta,
 * asks for nothing.
 */
export function editingFrameKeyAction(
  key: EditingFrameKey,
  state: EditingFrameState,
): EditingFrameAction | undefined {
  return keyAction(key, state.loggedIn, state.framed, state.useEscapeKeyToLogin);
}

/**
 * editingFrameKeyAction with the state as arguments: what the account feature calls, without
 * building the state object (issue 18's 0.5 kB).
 */
export function keyAction(
  key: EditingFrameKey,
  loggedIn: boolean,
  framed: boolean,
  useEscapeKeyToLogin: boolean,
): EditingFrameAction | undefined {
  if (key.key !== 'Escape' || key.altKey || key.ctrlKey || key.metaKey) return undefined;
  if (!loggedIn) return !key.shiftKey && useEscapeKeyToLogin ? 'log-in' : undefined;
  if (key.shiftKey) return 'log-out';
  return framed ? 'toggle-panel' : 'return-to-admin';
}
