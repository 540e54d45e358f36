import { messages } from '../messages';
import type { SaveState } from './use-save';

/** The Save button and what became of the last save (a live status, an alert on failure). */
export function SaveBar({ state, canEdit }: { state: SaveState; canEdit: boolean }) {
  if (!canEdit) return null;
  return (
    <div className="save-bar">
      <button type="submit" aria-disabled={state.status === 'saving'}>
        {messages.save}
      </button>
      <span role="status">
        {state.status === 'saving'
          ? messages.saving
          : state.status === 'saved'
            ? messages.saved
            : ''}
      </span>
      {state.status === 'failed' && (
        <p role="alert" className="state-error">
          {state.message}
        </p>
      )}
    </div>
  );
}
