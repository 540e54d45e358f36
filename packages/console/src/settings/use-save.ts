import { useState } from 'react';
import { ConsoleApiError } from '../console-api-error';
import { messages } from '../messages';

export type SaveState =
  | { status: 'idle' | 'saving' | 'saved' }
  | { status: 'failed'; message: string; fieldErrors: Readonly<Record<string, string>> };

/**
 * A settings form's save: the server's own message and per-field errors on a 400, the owner-only
 * message on a 403, 'Something went wrong' otherwise.
 */
export function useSave<T>(save: () => Promise<T>, onSaved: (saved: T) => void) {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const run = () => {
    setState({ status: 'saving' });
    save().then(
      (saved) => {
        onSaved(saved);
        setState({ status: 'saved' });
      },
      (error: unknown) => {
        const apiError = error instanceof ConsoleApiError ? error : undefined;
        const message =
          apiError?.status === 403
            ? messages.forbidden
            : apiError?.status === 400 && apiError.serverMessage
              ? apiError.serverMessage
              : apiError?.status === 0
                ? messages.connectFailed
                : messages.somethingWentWrong;
        setState({ status: 'failed', message, fieldErrors: apiError?.fieldErrors ?? {} });
      },
    );
  };
  const fieldError = (name: string) =>
    state.status === 'failed' ? state.fieldErrors[name] : undefined;
  return { state, run, fieldError };
}
