import { CONSOLE_POPUP_PATH } from '@tessera/runtime';
import { useState } from 'react';
import { useConsole } from '../console-context';
import { messages } from '../messages';
import { CheckboxField, Field } from './field';
import { SettingsForm } from './settings-form';
import type { ConsolePopup, PopupText } from './settings-types';
import { useSave } from './use-save';

type Popup = ConsolePopup;

/** 'index.html, about.html' → ['index.html', 'about.html']; empty → every page (undefined). */
function pagesOf(text: string): string[] | undefined {
  const pages = text
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  return pages.length ? pages : undefined;
}

function NumberField(props: {
  name: keyof Popup & string;
  label: string;
  hint: string;
  value: number;
  min: number;
  error?: string | undefined;
  onChange(value: number): void;
}) {
  return (
    <Field name={props.name} label={props.label} hint={props.hint} error={props.error}>
      {(describedBy, invalid) => (
        <input
          id={props.name}
          type="number"
          inputMode="numeric"
          min={props.min}
          step={1}
          value={Number.isFinite(props.value) ? props.value : ''}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(e) => props.onChange(e.target.valueAsNumber)}
        />
      )}
    </Field>
  );
}

const TEXT_FIELDS: readonly { name: PopupText; label: string; long?: boolean; hint?: string }[] = [
  { name: 'title', label: 'Title' },
  { name: 'body', label: 'Text', long: true },
  { name: 'image', label: 'Image address', hint: 'A path on this site, e.g. /images/offer.jpg.' },
  { name: 'imageAlt', label: 'Image description (alt text)' },
  { name: 'formId', label: 'Form', hint: 'The id of one of the site’s forms; empty for none.' },
  { name: 'submitButtonText', label: 'Button text' },
  { name: 'successMessage', label: 'Message after signing up', long: true },
];

/** The popup's words, image and form, each with its server error beside it. */
function PopupTexts(props: {
  value: Popup;
  set(patch: Partial<Popup>): void;
  error(name: string): string | undefined;
}) {
  return (
    <>
      {TEXT_FIELDS.map(({ name, label, long, hint }) => (
        <Field
          key={name}
          name={`popup-${name}`}
          label={label}
          hint={hint}
          error={props.error(name)}
        >
          {(describedBy, invalid) => {
            const common = {
              id: `popup-${name}`,
              value: props.value[name],
              'aria-describedby': describedBy,
              'aria-invalid': invalid || undefined,
            };
            return long ? (
              <textarea
                {...common}
                rows={3}
                onChange={(e) => props.set({ [name]: e.target.value })}
              />
            ) : (
              <input {...common} onChange={(e) => props.set({ [name]: e.target.value })} />
            );
          }}
        </Field>
      ))}
    </>
  );
}

/** When it shows: after how many days again, after how many seconds, on which pages. */
function PopupSchedule(props: {
  value: Popup;
  set(patch: Partial<Popup>): void;
  pages: string;
  setPages(pages: string): void;
  error(name: string): string | undefined;
}) {
  const { value, set, pages, setPages, error } = props;
  return (
    <>
      <NumberField
        name="displayFrequency"
        label="Show again after (days)"
        hint="-1: never again once closed."
        min={-1}
        value={value.displayFrequency}
        error={error('displayFrequency')}
        onChange={(days) => set({ displayFrequency: days })}
      />
      <NumberField
        name="delaySeconds"
        label="Delay before showing (seconds)"
        hint="0: as soon as the page loads."
        min={0}
        value={value.delaySeconds}
        error={error('delaySeconds')}
        onChange={(seconds) => set({ delaySeconds: seconds })}
      />
      <Field
        name="showOnPages"
        label="Pages"
        hint="Comma-separated page paths; empty for every page."
        error={error('showOnPages')}
      >
        {(describedBy, invalid) => (
          <input
            id="showOnPages"
            value={pages}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => setPages(e.target.value)}
          />
        )}
      </Field>
    </>
  );
}

/**
 * The popup overlay's schedule and options (spec 000 §3). "Show again to everyone" asks the
 * server to raise the version, so visitors who closed this one see it again.
 */
export function PopupForm({ initial, onSaved }: { initial: Popup; onSaved(saved: Popup): void }) {
  const { api, channel } = useConsole();
  const [value, setValue] = useState(initial);
  const [pages, setPages] = useState((initial.showOnPages ?? []).join(', '));
  const [bumpVersion, setBumpVersion] = useState(false);
  const set = (patch: Partial<Popup>) => setValue((current) => ({ ...current, ...patch }));
  const save = useSave(
    () =>
      api.send<Popup>('PUT', CONSOLE_POPUP_PATH, {
        ...value,
        showOnPages: pagesOf(pages),
        ...(bumpVersion ? { bumpVersion: true } : {}),
      }),
    (saved) => {
      onSaved(saved);
      setValue(saved);
      setBumpVersion(false);
      channel.broadcast('setting-saved', 'popup');
    },
  );
  const error = save.fieldError;
  return (
    <SettingsForm
      id="popup"
      heading={messages.popupHeading}
      save={save}
      intro={<p className="muted">Version {value.version}</p>}
    >
      <PopupTexts value={value} set={set} error={error} />
      <Field name="style" label="Style" error={error('style')}>
        {(describedBy, invalid) => (
          <input
            id="style"
            value={value.style}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => set({ style: e.target.value })}
          />
        )}
      </Field>
      <PopupSchedule value={value} set={set} pages={pages} setPages={setPages} error={error} />
      <CheckboxField
        name="enableMobile"
        label="Show on phones"
        checked={value.enableMobile}
        error={error('enableMobile')}
        onChange={(on) => set({ enableMobile: on })}
      />
      <CheckboxField
        name="showUntilSignup"
        label="Stop showing once the visitor signed up"
        checked={value.showUntilSignup}
        error={error('showUntilSignup')}
        onChange={(on) => set({ showUntilSignup: on })}
      />
      <CheckboxField
        name="bumpVersion"
        label={`${messages.bumpVersion} (version ${value.version} → ${value.version + 1} on save)`}
        checked={bumpVersion}
        error={error('bumpVersion')}
        onChange={setBumpVersion}
      />
    </SettingsForm>
  );
}
