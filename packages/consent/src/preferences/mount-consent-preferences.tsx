import { adoptStyles, mountOverlay } from '@tessera/ui';
import type { ConsentChoice } from '../consent-commands';
import type { ConsentState } from '../consent-decision';
import { settingOneOf } from '../cookie-policy';
import { ConsentPreferences } from './consent-preferences';
import { preferencePurposes, readPreferencesMessages } from './preference-purposes';

/** What the dialog's choices do (the controller's). */
export interface ConsentPreferencesHandlers {
  onChoose(choice: ConsentChoice): void;
  onClosed(): void;
  /** Takes focus after the dialog when the element that opened it has left the page. */
  returnFocus?(): Element | null | undefined;
}

/** The purpose rows; the title, text and buttons take the kit's dialog classes and theme. */
const preferencesStyles = `[data-part=consent-preferences] ul{list-style:none;margin:16px 0 0;padding:0;display:grid;gap:8px}
[data-part=consent-preferences] label{display:flex;align-items:center;gap:8px;min-height:44px;font-weight:600}
[data-part=consent-preferences] input{width:20px;height:20px;margin:0;accent-color:var(--_accent)}
[data-part=consent-preferences] li p{margin:0 0 0 28px;color:var(--_muted)}`;

/**
 * Opens the preferences dialog (the lazily loaded chunk the controller imports the first time
 * the visitor asks for it); returns the function that removes it at once.
 */
export function mountConsentPreferences(
  settings: unknown,
  state: ConsentState,
  handlers: ConsentPreferencesHandlers,
  doc?: Document,
): () => void {
  adoptStyles('consent-preferences', preferencesStyles, doc);
  const messages = readPreferencesMessages(settings);
  const theme = settingOneOf(
    (settings as { cookieBannerTheme?: unknown } | null)?.cookieBannerTheme,
    ['LIGHT', 'DARK'],
    'DARK',
  );
  return mountOverlay(
    <ConsentPreferences
      {...handlers}
      purposes={preferencePurposes(settings, messages)}
      messages={messages}
      state={state}
      theme={theme === 'DARK' ? 'dark' : 'light'}
      document={doc}
    />,
    { name: 'consent-preferences', document: doc },
  );
}

export type MountConsentPreferences = typeof mountConsentPreferences;
