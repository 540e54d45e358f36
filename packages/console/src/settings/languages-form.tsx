import { CONSOLE_LANGUAGES_PATH } from '@tessera/runtime';
import { useState } from 'react';
import { useConsole } from '../console-context';
import { messages } from '../messages';
import { Field } from './field';
import { languageChoices, languageLabel } from './language-options';
import { SettingsForm } from './settings-form';
import type { ConsoleSettings } from './settings-types';
import { useSave } from './use-save';

type Languages = ConsoleSettings['languages'];

/** The available languages as checkboxes in a fieldset whose legend names the setting. */
function AvailableLanguages(props: {
  choices: readonly string[];
  checked: readonly string[];
  error: string | undefined;
  onChange(tag: string, on: boolean): void;
}) {
  return (
    <fieldset
      className={props.error ? 'field checks field-invalid' : 'field checks'}
      aria-describedby={props.error ? 'languages-error' : undefined}
    >
      <legend>{messages.availableLanguages}</legend>
      {props.choices.map((tag) => (
        <label key={tag}>
          <input
            type="checkbox"
            value={tag}
            checked={props.checked.includes(tag)}
            onChange={(event) => props.onChange(tag, event.target.checked)}
          />{' '}
          {languageLabel(tag)}
        </label>
      ))}
      {props.error && (
        <p id="languages-error" className="field-error">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The site's languages (spec 002 §7's multilingual list): which are available and which is the
 * default, the one the next page load reports as its language.
 */
export function LanguagesForm({
  initial,
  onSaved,
}: {
  initial: Languages;
  onSaved(saved: Languages): void;
}) {
  const { api, channel } = useConsole();
  const [value, setValue] = useState(initial);
  const [choices] = useState(() => languageChoices(initial.languages));
  const save = useSave(
    () => api.send<Languages>('PUT', CONSOLE_LANGUAGES_PATH, value),
    (saved) => {
      onSaved(saved);
      setValue(saved);
      channel.broadcast('setting-saved', 'languages');
    },
  );
  const toggle = (tag: string, on: boolean) => {
    const languages = choices.filter((choice) =>
      choice === tag ? on : value.languages.includes(choice),
    );
    // Unchecking the default makes the first one left the default.
    const keep = languages.includes(value.defaultLanguage);
    setValue({ languages, defaultLanguage: keep ? value.defaultLanguage : (languages[0] ?? '') });
  };
  return (
    <SettingsForm id="languages" heading={messages.languagesHeading} save={save}>
      <Field
        name="defaultLanguage"
        label={messages.defaultLanguage}
        hint={messages.defaultLanguageHint}
        error={save.fieldError('defaultLanguage')}
      >
        {(describedBy, invalid) => (
          <select
            id="defaultLanguage"
            value={value.defaultLanguage}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => setValue({ ...value, defaultLanguage: e.target.value })}
          >
            {value.languages.length === 0 && <option value="">{messages.noLanguage}</option>}
            {value.languages.map((tag) => (
              <option key={tag} value={tag}>
                {languageLabel(tag)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <AvailableLanguages
        choices={choices}
        checked={value.languages}
        error={save.fieldError('languages')}
        onChange={toggle}
      />
    </SettingsForm>
  );
}
