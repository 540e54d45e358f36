import { CONSOLE_FORMS_PATH } from '@tessera/runtime';
import { useNavigate, useParams } from 'react-router';
import { LoadState } from '../load-state';
import { messages } from '../messages';
import type { ConsoleForm } from '../submissions/submission-types';
import { SubmissionsTable } from '../submissions/submissions-table';
import { useDocumentTitle } from '../use-document-title';
import { useResource } from '../use-resource';

/** Submissions: the form picker, then the chosen form's table (the first form by default). */
export function SubmissionsRoute() {
  useDocumentTitle(messages.submissionsHeading);
  const { formId } = useParams();
  const navigate = useNavigate();
  const forms = useResource('forms', (api) =>
    api.get<{ forms: ConsoleForm[] }>(CONSOLE_FORMS_PATH).then((data) => data.forms),
  );
  return (
    <>
      <h1 tabIndex={-1}>{messages.submissionsHeading}</h1>
      <LoadState
        resource={forms}
        label={messages.submissionsHeading}
        isEmpty={(list) => list.length === 0}
        empty={messages.noForms}
      >
        {(list) => {
          const form = list.find((entry) => entry.id === formId) ?? list[0]!;
          return (
            <>
              <label className="picker">
                {messages.formPicker}
                <select
                  value={form.id}
                  onChange={(event) =>
                    navigate(`/submissions/${encodeURIComponent(event.target.value)}`)
                  }
                >
                  {list.map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      {entry.name} ({entry.submissionCount})
                    </option>
                  ))}
                </select>
              </label>
              <SubmissionsTable key={form.id} form={form} />
            </>
          );
        }}
      </LoadState>
    </>
  );
}
