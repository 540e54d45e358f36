import { CONSOLE_SETTINGS_PATH } from '@tessera/runtime';
import { LoadState } from '../load-state';
import { messages } from '../messages';
import { CookieBannerForm } from '../settings/cookie-banner-form';
import { HeaderFooterForm } from '../settings/header-footer-form';
import { LanguagesForm } from '../settings/languages-form';
import { PopupForm } from '../settings/popup-form';
import { readConsoleSettings } from '../settings/settings-types';
import { useDocumentTitle } from '../use-document-title';
import { useResource } from '../use-resource';

/** Settings the runtime reads: cookie banner, popup overlay, header and footer, languages. */
export function SettingsRoute() {
  useDocumentTitle(messages.settingsHeading);
  const settings = useResource('settings', (api) =>
    api
      .get<Parameters<typeof readConsoleSettings>[0]>(CONSOLE_SETTINGS_PATH)
      .then(readConsoleSettings),
  );
  return (
    <>
      <h1 tabIndex={-1}>{messages.settingsHeading}</h1>
      <LoadState resource={settings} label={messages.settingsHeading}>
        {(data) => (
          <div className="settings">
            <CookieBannerForm
              initial={data.cookieSettings}
              onSaved={(cookieSettings) => settings.replace({ ...data, cookieSettings })}
            />
            <PopupForm
              initial={data.popupOverlaySettings}
              onSaved={(popupOverlaySettings) =>
                settings.replace({ ...data, popupOverlaySettings })
              }
            />
            <HeaderFooterForm
              initial={data.headerFooter}
              onSaved={(headerFooter) => settings.replace({ ...data, headerFooter })}
            />
            <LanguagesForm
              initial={data.languages}
              onSaved={(languages) => settings.replace({ ...data, languages })}
            />
          </div>
        )}
      </LoadState>
    </>
  );
}
