/**
 * The form's state (spec 000 §4, 002 §4) as the markup shows it: `data-form-state` and
 * `aria-busy` on the form, the submit button's in-progress text and its disabled state, and the
 * captcha lock that keeps the button disabled after a failure until the captcha is solved again.
 */
import type { CleanupStore } from '@tessera/runtime';
import { anatomy } from './form-anatomy';
import type { SubmitButton } from './submit-button';

export type FormState = 'idle' | 'submitting' | 'success' | 'failure';

export interface FormStatus {
  /** Read only: `set` changes it. */
  state: FormState;
  /** True while a reset captcha waits to be solved again. Read only: `lock` changes it. */
  locked: boolean;
  set(next: FormState): void;
  /** spec 000 §4: after a failure the submit stays disabled until the captcha is solved. */
  lock(locked: boolean): void;
}

/** Starts idle; `store.clear()` puts the form's attributes and the button back as served. */
export function createFormStatus(
  form: HTMLFormElement,
  submitButton: SubmitButton,
  submittingText: string,
  store: CleanupStore,
): FormStatus {
  const status: FormStatus = {
    state: 'idle',
    locked: false,
    set(next) {
      status.state = next;
      store.attribute(form, anatomy.state, next);
      store.attribute(form, 'aria-busy', next === 'submitting' ? 'true' : null);
      if (next === 'submitting') {
        submitButton.showProgress(submittingText);
        submitButton.setDisabled(true);
      } else if (next !== 'success') {
        submitButton.restore();
        submitButton.setDisabled(status.locked);
      }
    },
    lock(locked) {
      status.locked = locked;
      submitButton.setDisabled(locked || status.state === 'submitting');
    },
  };
  store.add(() => {
    // A success keeps its post-submit message: the button stays as the success left it.
    if (status.state !== 'success') submitButton.restore();
    submitButton.setDisabled(false);
  });
  status.set('idle');
  return status;
}
