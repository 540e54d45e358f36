import { type ReactNode, useEffect, useId, useRef } from 'react';
import { commerceMessages } from '../messages';

const messages = commerceMessages();

export interface PendingQuestion {
  message: string;
  answer(yes: boolean): void;
  /** The control that asked (the quantity field, −): focus goes back to it after the answer. */
  asker?: HTMLElement | null;
}

/**
 * The 0-quantity question inside the cart itself (an APG alert dialog that is not modal): a second
 * modal over the drawer stayed open in Chromium when Escape went to the drawer, so the question
 * lives in the drawer and takes focus; Cancel answers no, and so does Escape (which in Chromium
 * also closes the drawer: the cart is unchanged either way).
 */
export function RemovalQuestion({ question }: { question: PendingQuestion }): ReactNode {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const latest = useRef(question);
  latest.current = question;
  useEffect(() => {
    const button = cancel.current;
    const root = button?.getRootNode() as Document | ShadowRoot | undefined;
    // The control that asked (the quantity field or −) gets focus back after the answer: a Tab
    // out of the field has already moved focus on to the next control, so the asker is named.
    const opener = latest.current.asker ?? (root?.activeElement as HTMLElement | null | undefined);
    button?.focus();
    // Escape answers no, taken on the document in the capture phase.
    const doc = button?.ownerDocument;
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      latest.current.answer(false);
    };
    doc?.addEventListener('keydown', onEscape, true);
    return () => {
      doc?.removeEventListener('keydown', onEscape, true);
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <div
      className="question"
      role="alertdialog"
      aria-modal="false"
      aria-describedby={id}
      aria-label={messages.cart}
    >
      <p id={id}>{question.message}</p>
      <div className="row">
        <button
          ref={cancel}
          type="button"
          className="secondary"
          onClick={() => question.answer(false)}
        >
          {messages.cancel}
        </button>
        <button type="button" className="primary" onClick={() => question.answer(true)}>
          {messages.confirmRemoval}
        </button>
      </div>
    </div>
  );
}
