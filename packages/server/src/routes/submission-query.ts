import { HttpError } from '../http-error';
import { rejectUnstorableText } from '../unstorable-text';

/** What the console's table asks of a form's submissions: a text search and an order. */
export interface SubmissionFilter {
  /** Case-insensitive text searched in the submission's values; '' for all. */
  q: string;
  order: 'newest' | 'oldest';
}

const MAX_SEARCH_LENGTH = 200;

export interface SubmissionRow {
  id: string;
  form_id: string;
  collection_id: string | null;
  object_name: string | null;
  is_overlay_form: boolean;
  fields: Record<string, unknown>;
  page: Record<string, string>;
  created_at: Date | string;
  /** created_at at full precision (microseconds), UTC: the cursor's timestamp. */
  created_text: string;
}

/** `q` and `order` from the query: 400 for anything else than the documented values. */
export function readSubmissionFilter(
  q: string | undefined,
  order: string | undefined,
): SubmissionFilter {
  const text = q ?? '';
  if (text.length > MAX_SEARCH_LENGTH) {
    throw new HttpError(400, {
      error: `Query "q" is longer than ${MAX_SEARCH_LENGTH} characters.`,
    });
  }
  rejectUnstorableText(text, 'q');
  if (order !== undefined && order !== 'newest' && order !== 'oldest') {
    throw new HttpError(400, { error: 'Query "order" must be "newest" or "oldest".' });
  }
  return { q: text.trim(), order: order ?? 'newest' };
}

// Any value of the submission holding the text, case aside ($2; '' matches every row). A value
// that is a list or an object (likert, name, address) is searched in its JSON text. The CASE
// keeps jsonb_each_text from ever seeing a non-object (it would raise an error, a 500).
const MATCHES = `($2::text = '' OR CASE WHEN jsonb_typeof(fields) = 'object' THEN EXISTS (
  SELECT 1 FROM jsonb_each_text(fields) AS value
  WHERE strpos(lower(value.value), lower($2::text)) > 0) ELSE false END)`;

const COLUMNS = `id, form_id, collection_id, object_name, is_overlay_form, fields, page, created_at,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_text`;

/**
 * A page of a form's submissions in the filter's order after the cursor ($3 time, $4 id; nulls
 * for the first page): $1 form id, $2 search text, $5 row limit.
 */
export function submissionPageSql(order: SubmissionFilter['order']): string {
  const [after, direction] = order === 'newest' ? ['<', 'DESC'] : ['>', 'ASC'];
  return `SELECT ${COLUMNS} FROM form_submissions
WHERE form_id = $1 AND ${MATCHES}
  AND ($3::timestamptz IS NULL OR (created_at, id) ${after} ($3::timestamptz, $4::text))
ORDER BY created_at ${direction}, id ${direction}
LIMIT $5`;
}

/** How many of a form's submissions the search matches: $1 form id, $2 search text. */
export const submissionCountSql = `SELECT count(*)::int AS total FROM form_submissions
WHERE form_id = $1 AND ${MATCHES}`;

/** One submission by id ($1). */
export const submissionByIdSql = `SELECT ${COLUMNS} FROM form_submissions WHERE id = $1`;

/** The StoredSubmission of the contract. */
export function storedSubmission(row: SubmissionRow, isoTime: (value: Date | string) => string) {
  return {
    id: row.id,
    formId: row.form_id,
    collectionId: row.collection_id,
    objectName: row.object_name,
    isOverlayForm: row.is_overlay_form,
    fields: row.fields,
    page: row.page,
    createdAt: isoTime(row.created_at),
  };
}
