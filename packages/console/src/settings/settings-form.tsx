import type { FormEvent, ReactNode } from 'react';
import { useConsole } from '../console-context';
import { SaveBar } from './save-bar';
import type { SaveState } from './use-save';

/**
 * The frame every settings form shares: a heading naming it, its fields in a fieldset disabled for
 * an account that may not change them (a viewer), and the save bar; Enter or Save runs `save`.
 */
export function SettingsForm(props: {
  /** Prefix of the heading's id (`<id>-heading`), which labels the form. */
  id: string;
  heading: string;
  save: { state: SaveState; run(): void };
  /** Shown between the heading and the fields (a preview, the current version). */
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { start } = useConsole();
  const headingId = `${props.id}-heading`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.save.run();
  };
  return (
    <form onSubmit={submit} aria-labelledby={headingId} noValidate>
      <h2 id={headingId}>{props.heading}</h2>
      {props.intro}
      <fieldset disabled={!start.canEdit} className="plain">
        <legend className="visually-hidden">{props.heading}</legend>
        {props.children}
      </fieldset>
      <SaveBar state={props.save.state} canEdit={start.canEdit} />
    </form>
  );
}
