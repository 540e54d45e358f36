import { FORM_SUBMISSIONS_CSV_PATH, FORM_SUBMISSIONS_PATH } from '@tessera/runtime';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Column } from '../analytics/simple-table';
import { formatDateTime } from '../format-date';
import { formatValue } from '../format-value';
import { messages } from '../messages';
import { PagedTable } from '../paged-table';
import { useCursorPages } from '../use-cursor-pages';
import { useExport } from '../use-export';
import { useResource } from '../use-resource';
import { ExportButton } from './export-button';
import type { ConsoleForm, SubmissionOrder, SubmissionsPage } from './submission-types';

/** Rows per page: the server allows up to 200 (openapi listSubmissions). */
const SUBMISSIONS_PAGE_SIZE = 25;

function totalText(total: number, q: string): string {
  const noun = total === 1 ? 'submission' : 'submissions';
  return q ? `${total} ${noun} match “${q}”` : `${total} ${noun}`;
}

type Submission = SubmissionsPage['submissions'][number];

/** The time (a link to the detail), then one column per field, shown as text. */
function submissionColumns(form: ConsoleForm): Column<Submission>[] {
  return [
    {
      title: messages.submitted,
      key: 'submitted',
      cell: (submission) => (
        <Link
          to={`/submissions/${encodeURIComponent(form.id)}/${encodeURIComponent(submission.id)}`}
        >
          {formatDateTime(submission.createdAt)}
        </Link>
      ),
    },
    ...form.fields.map(
      (field): Column<Submission> => ({
        title: field.title,
        key: `field-${field.name}`,
        cell: (submission) => formatValue(submission.fields[field.name]),
      }),
    ),
  ];
}

/** The search and order controls; q and order live in the address, so a link keeps them. */
function SubmissionsQuery(props: {
  q: string;
  order: SubmissionOrder;
  onChange(q: string, order: SubmissionOrder): void;
}) {
  const [draft, setDraft] = useState(props.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onChange(draft.trim(), props.order);
  };
  return (
    <search>
      <form className="toolbar" onSubmit={submit}>
        <label>
          {messages.search}
          <input
            type="search"
            value={draft}
            maxLength={200}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <button type="submit">{messages.search}</button>
        <label>
          {messages.order}
          <select
            value={props.order}
            onChange={(e) => props.onChange(props.q, e.target.value as SubmissionOrder)}
          >
            <option value="newest">{messages.newest}</option>
            <option value="oldest">{messages.oldest}</option>
          </select>
        </label>
      </form>
    </search>
  );
}

/** One form's submissions: search, order, server pages, total, CSV export. */
export function SubmissionsTable({ form }: { form: ConsoleForm }) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const order: SubmissionOrder = params.get('order') === 'oldest' ? 'oldest' : 'newest';
  const pages = useCursorPages(`${form.id}|${q}|${order}`);
  const query = { formId: form.id, q, order };
  const resource = useResource(`${form.id}|${q}|${order}|${pages.cursor ?? ''}`, (api) =>
    api.get<SubmissionsPage>(FORM_SUBMISSIONS_PATH, {
      ...query,
      limit: SUBMISSIONS_PAGE_SIZE,
      cursor: pages.cursor,
    }),
  );
  const exporter = useExport(
    FORM_SUBMISSIONS_CSV_PATH,
    query,
    `${form.id}-submissions.csv`,
    'submissions-exported',
  );
  const change = (nextQ: string, nextOrder: SubmissionOrder) => {
    const next = new URLSearchParams();
    if (nextQ) next.set('q', nextQ);
    if (nextOrder !== 'newest') next.set('order', nextOrder);
    setParams(next);
  };
  return (
    // Not a named section: the table's scroll region carries the form's name.
    <div>
      <h2>{form.name}</h2>
      <SubmissionsQuery key={q} q={q} order={order} onChange={change} />
      <ExportButton state={exporter} />
      <PagedTable
        resource={resource}
        pages={pages}
        label={messages.submissionsHeading}
        caption={form.name}
        rows={(data) => data.submissions}
        rowKey={(submission) => submission.id}
        empty={q ? messages.noMatches : messages.noSubmissions}
        summary={(data) =>
          data.total !== undefined && <p className="total">{totalText(data.total, q)}</p>
        }
        columns={submissionColumns(form)}
      />
    </div>
  );
}
