import { CONSOLE_COOKIE_BANNER_PATH } from '@tessera/runtime';
import { Fragment, useState } from 'react';
import { useConsole } from '../console-context';
import { messages } from '../messages';
import { BannerFieldControl } from './banner-field-control';
import { BannerPreview } from './banner-preview';
import { BANNER_FIELD_GROUPS } from './cookie-banner-fields';
import { SettingsForm } from './settings-form';
import type { ConsoleSettings } from './settings-types';
import { useSave } from './use-save';

type Banner = ConsoleSettings['cookieSettings'];

/** Every cookie banner setting of spec 000 §3, with the real banner previewed in both themes. */
export function CookieBannerForm({
  initial,
  onSaved,
}: {
  initial: Banner;
  onSaved(saved: Banner): void;
}) {
  const { api, channel } = useConsole();
  const [value, setValue] = useState(initial);
  const set = (patch: Partial<Banner>) => setValue((current) => ({ ...current, ...patch }));
  const save = useSave(
    () => api.send<Banner>('PUT', CONSOLE_COOKIE_BANNER_PATH, value),
    (saved) => {
      onSaved(saved);
      setValue(saved);
      channel.broadcast('setting-saved', 'cookie-banner');
    },
  );
  return (
    <SettingsForm
      id="cookie-banner"
      heading={messages.bannerHeading}
      save={save}
      intro={
        <div className="previews">
          <BannerPreview settings={value} theme="LIGHT" title={messages.previewLight} />
          <BannerPreview settings={value} theme="DARK" title={messages.previewDark} />
        </div>
      }
    >
      {BANNER_FIELD_GROUPS.map((group, index) => {
        const controls = group.fields.map((field) => (
          <BannerFieldControl
            key={field.name}
            field={field}
            value={value}
            set={set}
            error={save.fieldError(field.name)}
          />
        ));
        return group.legend ? (
          <fieldset key={group.legend} className="field-group">
            <legend>{group.legend}</legend>
            {controls}
          </fieldset>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the groups are a fixed table
          <Fragment key={index}>{controls}</Fragment>
        );
      })}
    </SettingsForm>
  );
}
