import { messages } from '../messages';
import type { ExportState } from '../use-export';

/** The Export CSV button with its busy state and failure message. */
export function ExportButton({ state }: { state: ExportState }) {
  return (
    <span className="export">
      <button type="button" onClick={state.run} aria-disabled={state.busy}>
        {messages.exportCsv}
      </button>
      {state.failed && (
        <span role="alert" className="state-error">
          {messages.somethingWentWrong}
        </span>
      )}
    </span>
  );
}
