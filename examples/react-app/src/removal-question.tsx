import type { CartQuestion } from '@tessera/commerce/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * The spec's 0-quantity question as a WAI-ARIA APG alert dialog inside the cart (not modal):
 * focus goes to Cancel, the safe answer; Escape answers Cancel too; focus goes back after.
 */
export function RemovalQuestion({ question }: { question: CartQuestion }): ReactNode {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const latest = useRef(question);
  latest.current = question;
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    cancel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.answer(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <div className="question" role="alertdialog" aria-modal="false" aria-labelledby={id}>
      <p id={id}>{question.message}</p>
      <button ref={cancel} type="button" onClick={() => question.answer(false)}>
        Cancel
      </button>
      <button type="button" onClick={() => question.answer(true)}>
        Remove
      </button>
    </div>
  );
}
