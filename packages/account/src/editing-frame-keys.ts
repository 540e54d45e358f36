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
 * asks for nothing. The account feature writes the same rules out (account-feature.ts says why; a
 * test holds the two to the same answers).
 */
export function editingFrameKeyAction(
  key: EditingFrameKey,
  state: EditingFrameState,
): EditingFrameAction | undefined {
  if (key.key !== 'Escape' || key.altKey || key.ctrlKey || key.metaKey) return undefined;
  if (!state.loggedIn) return !key.shiftKey && state.useEscapeKeyToLogin ? 'log-in' : undefined;
  if (key.shiftKey) return 'log-out';
  return state.framed ? 'toggle-panel' : 'return-to-admin';
}
