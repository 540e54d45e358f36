import { SITE_HEADER_FOOTER_PATH } from '@tessera/runtime';
import { useState } from 'react';
import { useConsole } from '../console-context';
import { messages } from '../messages';
import { Field } from './field';
import { SettingsForm } from './settings-form';
import type { ConsoleSettings } from './settings-types';
import { useSave } from './use-save';

type HeaderFooter = ConsoleSettings['headerFooter'];

/** PUT /api/site-header-footer takes at most this many characters each (openapi). */
const HEADER_FOOTER_MAX_LENGTH = 32_768;

function CodeArea(props: {
  name: 'header' | 'footer';
  label: string;
  value: string;
  error?: string | undefined;
  onChange(value: string): void;
}) {
  // spec 000 §5: a textarea with a maximum length shows a live 'count / max' counter.
  const counter = `${props.value.length} / ${HEADER_FOOTER_MAX_LENGTH}`;
  return (
    <Field name={props.name} label={props.label} error={props.error} hint={counter}>
      {(describedBy, invalid) => (
        <textarea
          id={props.name}
          rows={6}
          spellCheck={false}
          maxLength={HEADER_FOOTER_MAX_LENGTH}
          value={props.value}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** The site header and footer HTML (spec 002 §7 header/footer payload). */
export function HeaderFooterForm({
  initial,
  onSaved,
}: {
  initial: HeaderFooter;
  onSaved(saved: HeaderFooter): void;
}) {
  const { api, channel } = useConsole();
  const [value, setValue] = useState(initial);
  const save = useSave(
    () => api.send<HeaderFooter & { success: true }>('PUT', SITE_HEADER_FOOTER_PATH, value),
    (saved) => {
      const next = { header: saved.header, footer: saved.footer };
      onSaved(next);
      setValue(next);
      channel.broadcast('setting-saved', 'header-footer');
    },
  );
  return (
    <SettingsForm id="header-footer" heading={messages.headerFooterHeading} save={save}>
      <CodeArea
        name="header"
        label="Header HTML"
        value={value.header}
        error={save.fieldError('header')}
        onChange={(header) => setValue({ ...value, header })}
      />
      <CodeArea
        name="footer"
        label="Footer HTML"
        value={value.footer}
        error={save.fieldError('footer')}
        onChange={(footer) => setValue({ ...value, footer })}
      />
    </SettingsForm>
  );
}
