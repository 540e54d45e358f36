import { CONSENT_RECORDS_CSV_PATH, CONSENT_RECORDS_PATH } from '@tessera/runtime';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Column } from '../analytics/simple-table';
import { formatDateTime } from '../format-date';
import { formatValue } from '../format-value';
import { messages } from '../messages';
import { PagedTable } from '../paged-table';
import { ExportButton } from '../submissions/export-button';
import { useCursorPages } from '../use-cursor-pages';
import { useDocumentTitle } from '../use-document-title';
import { useExport } from '../use-export';
import { useResource } from '../use-resource';

/** A proof-of-consent record (GET /api/consent/records); other stored fields pass through. */
interface ConsentRecord {
  id: string;
  createdAt: string;
  decision: string;
  purposes: unknown;
  bannerVersion: number | string;
  source?: string;
}

interface Filters {
  decision: string;
  from: string;
  to: string;
}

const CONSENT_COLUMNS: Column<ConsentRecord>[] = [
  { title: 'Date', cell: (row) => formatDateTime(row.createdAt) },
  { title: messages.decision, cell: (row) => row.decision },
  { title: 'Purposes', cell: (row) => formatValue(row.purposes) },
  { title: 'Banner version', numeric: true, cell: (row) => String(row.bannerVersion) },
  { title: 'Source', cell: (row) => row.source ?? '' },
];

function FilterForm(props: { filters: Filters; onApply(filters: Filters): void }) {
  const [draft, setDraft] = useState(props.filters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onApply(draft);
  };
  return (
    <form className="toolbar" onSubmit={submit} aria-label="Filters">
      <label>
        {messages.decision}
        <select
          value={draft.decision}
          onChange={(e) => setDraft({ ...draft, decision: e.target.value })}
        >
          <option value="">{messages.allDecisions}</option>
          <option value="accepted">Accepted</option>
          <option value="declined">Declined</option>
        </select>
      </label>
      <label>
        {messages.from}
        <input
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
      </label>
      <label>
        {messages.to}
        <input
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
      </label>
      <button type="submit">{messages.filter}</button>
    </form>
  );
}

/** Consent log: the proof-of-consent records, newest first, filtered, exported as CSV. */
export function ConsentLogRoute() {
  useDocumentTitle(messages.consentHeading);
  const [params, setParams] = useSearchParams();
  const filters: Filters = {
    decision: params.get('decision') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const key = `${filters.decision}|${filters.from}|${filters.to}`;
  const pages = useCursorPages(key);
  const records = useResource(`${key}|${pages.cursor ?? ''}`, (api) =>
    api.get<{ records: ConsentRecord[]; nextCursor: string | null }>(CONSENT_RECORDS_PATH, {
      ...filters,
      limit: 50,
      cursor: pages.cursor,
    }),
  );
  const exporter = useExport(
    CONSENT_RECORDS_CSV_PATH,
    { ...filters },
    'consent-records.csv',
    'consent-log-exported',
  );
  const apply = (next: Filters) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')));
  return (
    <>
      <h1 tabIndex={-1}>{messages.consentHeading}</h1>
      <FilterForm key={key} filters={filters} onApply={apply} />
      <ExportButton state={exporter} />
      <PagedTable
        resource={records}
        pages={pages}
        label={messages.consentHeading}
        caption={messages.consentHeading}
        rows={(data) => data.records}
        rowKey={(row) => row.id}
        empty={messages.noRecords}
        columns={CONSENT_COLUMNS}
      />
    </>
  );
}
