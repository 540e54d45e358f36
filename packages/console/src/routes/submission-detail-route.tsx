import { CONSOLE_FORMS_PATH, FORM_SUBMISSIONS_PATH } from '@tessera/runtime';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../format-date';
import { formatValue } from '../format-value';
import { LoadState } from '../load-state';
import { messages } from '../messages';
import type { ConsoleForm, StoredSubmission } from '../submissions/submission-types';
import { useDocumentTitle } from '../use-document-title';
import { useResource } from '../use-resource';

interface Detail {
  submission: StoredSubmission;
  titles: Map<string, string>;
}

/** One submission: every field under its title (as text), when and from which page. */
export function SubmissionDetailRoute() {
  useDocumentTitle(messages.submissionHeading);
  const { formId = '', id = '' } = useParams();
  const detail = useResource<Detail>(`${formId}|${id}`, async (api) => {
    const [submission, forms] = await Promise.all([
      api.get<StoredSubmission>(`${FORM_SUBMISSIONS_PATH}/${encodeURIComponent(id)}`),
      api.get<{ forms: ConsoleForm[] }>(CONSOLE_FORMS_PATH),
    ]);
    const form = forms.forms.find((entry) => entry.id === submission.formId);
    return { submission, titles: new Map(form?.fields.map((f) => [f.name, f.title]) ?? []) };
  });
  return (
    <>
      <p>
        <Link to={`/submissions/${encodeURIComponent(formId)}`}>{messages.backToSubmissions}</Link>
      </p>
      <h1 tabIndex={-1}>{messages.submissionHeading}</h1>
      <LoadState resource={detail} label={messages.submissionHeading}>
        {({ submission, titles }) => (
          <>
            <dl className="details">
              <div>
                <dt>{messages.submitted}</dt>
                <dd>{formatDateTime(submission.createdAt)}</dd>
              </div>
              {Object.entries(submission.fields).map(([name, value]) => (
                <div key={name}>
                  <dt>{titles.get(name) ?? name}</dt>
                  <dd>{formatValue(value)}</dd>
                </div>
              ))}
            </dl>
            <h2>{messages.pageFields}</h2>
            <dl className="details">
              {Object.entries(submission.page).map(([name, value]) => (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </LoadState>
    </>
  );
}
