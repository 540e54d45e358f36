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
}

/** The dialog's own rules, inside the Modal's themed box (its colours: the kit's theme). */
const preferencesStyles = `[data-part=consent-preferences] h2{margin:0 0 8px;font-size:1.25em}
[data-part=consent-preferences] ul{list-style:none;margin:16px 0;padding:0;display:grid;gap:12px}
[data-part=consent-preferences] label{display:flex;align-items:center;gap:8px;font-weight:600;min-height:44px}
[data-part=consent-preferences] input{width:20px;height:20px;margin:0;accent-color:currentColor}
[data-part=consent-preferences] small{font-weight:400;opacity:.8}
[data-part=consent-preferences] li p{margin:0 0 0 28px}
[data-part=consent-preferences] [data-part=actions]{display:flex;flex-wrap:wrap;gap:8px;justify-content:flex-end}
[data-part=consent-preferences] button{font:inherit;cursor:pointer;min-height:44px;padding:8px 16px;border-radius:4px;border:1px solid currentColor;background:none;color:inherit}
[data-part=consent-preferences] button:focus-visible{outline:3px solid currentColor;outline-offset:2px}`;

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
