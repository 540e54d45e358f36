import { Modal } from '@tessera/ui';
import { useId, useRef, useState } from 'react';
import type { ConsentChoice } from '../consent-commands';
import type { ConsentState } from '../consent-decision';
import type { PreferencePurpose } from './preference-purposes';
import type { PreferencesMessages } from './preferences-messages';

export interface ConsentPreferencesProps {
  purposes: readonly PreferencePurpose[];
  messages: PreferencesMessages;
  /** The stored choice: its purposes start on; with none stored every optional one is off. */
  state: ConsentState;
  theme?: 'light' | 'dark';
  /** The visitor chose (Accept all, Reject all, Save choices); the dialog then closes. */
  onChoose(choice: ConsentChoice): void;
  /** The dialog closed (after a choice, Escape, the overlay or ×), after the hide finished. */
  onClosed(): void;
  /** Where focus goes after it when the element that opened it has left the page. */
  returnFocus?(): Element | null | undefined;
  document?: Document;
}

/**
 * The preferences dialog: a modal dialog (WAI-ARIA APG, on the overlay kit's Modal: focus in,
 * Tab wraps, Escape closes, focus returns) listing the purposes one by one as checkboxes, each
 * described; 'necessary' is on and disabled. Nothing is pre-ticked before a choice. Reject all,
 * Accept all and Save choices have equal weight.
 */
export function ConsentPreferences(props: ConsentPreferencesProps) {
  const { messages, state } = props;
  const id = useId();
  const [open, setOpen] = useState(true);
  const list = useRef<HTMLUListElement>(null);
  const choose = (choice: ConsentChoice) => {
    props.onChoose(choice);
    setOpen(false);
  };
  // The boxes keep their own state; Save reads the ticked ones ('necessary' is disabled).
  const ticked = () =>
    Array.from(
      list.current?.querySelectorAll<HTMLInputElement>('input:checked:enabled') ?? [],
      (input) => input.name,
    );
  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      onHidden={props.onClosed}
      returnFocus={props.returnFocus}
      labelledBy={`${id}t`}
      describedBy={`${id}d`}
      theme={props.theme}
      document={props.document}
      width={480}
    >
      <div data-part="consent-preferences">
        <h2 className="title" id={`${id}t`}>
          {messages.preferencesTitle}
        </h2>
        <p className="message" id={`${id}d`}>
          {messages.preferencesText}
        </p>
        <ul ref={list}>
          {props.purposes.map((purpose) => (
            <li key={purpose.id}>
              <label>
                <input
                  type="checkbox"
                  name={purpose.id}
                  defaultChecked={
                    purpose.required ||
                    state.purposes === 'all' ||
                    state.purposes.includes(purpose.id)
                  }
                  disabled={purpose.required}
                  aria-describedby={purpose.description ? `${id}${purpose.id}` : undefined}
                />
                <span>{purpose.label}</span>
                {purpose.required && <small>{messages.preferencesAlwaysOn}</small>}
              </label>
              {purpose.description && <p id={`${id}${purpose.id}`}>{purpose.description}</p>}
            </li>
          ))}
        </ul>
        <div data-part="actions">
          <button type="button" data-part="reject-all" onClick={() => choose('declined')}>
            {messages.preferencesRejectAll}
          </button>
          <button type="button" data-part="accept-all" onClick={() => choose('accepted')}>
            {messages.preferencesAcceptAll}
          </button>
          <button type="button" data-part="save" onClick={() => choose({ purposes: ticked() })}>
            {messages.preferencesSave}
          </button>
        </div>
      </div>
    </Modal>
  );
}
