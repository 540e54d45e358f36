import type { Queryable } from './database/database';
import { HttpError } from './http-error';

/** One accepted submission, ready to store (values already checked). */
export interface NewSubmission {
  id: string;
  formKey: string;
  formId: string;
  collectionId: string | null;
  objectName: string | null;
  isOverlayForm: boolean;
  submitButtonText: string | null;
  fields: unknown;
  page: Record<string, string>;
  census: Record<string, unknown>;
  visitor: string;
}

/** The stored submission a key belongs to: created now, or by an earlier use of the same key. */
interface SavedSubmission {
  id: string;
  created: boolean;
}

export interface SubmissionWriter {
  save(submission: NewSubmission): Promise<SavedSubmission>;
  /** Resolves when every queued submission is written. */
  drain(): Promise<void>;
}

export interface SubmissionWriterOptions {
  /** Most submissions written by one statement. Default 500. */
  maxBatch?: number;
  /** Statements in flight at once (PGlite runs one at a time: 1). Default 4. */
  maxInFlight?: number;
}

// One statement per batch: insert what is new and skip keys already used (the unique form_key).
// Keys it does not return were used before (or by a transaction that committed meanwhile): their
// ids are looked up after, which is rare and keeps the common path to one statement.
const insertBatch = `
INSERT INTO form_submissions (id, form_key, form_id, collection_id, object_name,
  is_overlay_form, submit_button_text, fields, page, census, visitor)
SELECT id, form_key, form_id, collection_id, object_name, is_overlay_form, submit_button_text,
  fields, page, census, visitor
FROM jsonb_to_recordset($1::jsonb) AS t(
  id text, form_key text, form_id text, collection_id text, object_name text,
  is_overlay_form boolean, submit_button_text text, fields jsonb, page jsonb, census jsonb,
  visitor text)
ON CONFLICT (form_key) DO NOTHING
RETURNING form_key, id`;

const lookupKeys = 'SELECT form_key, id FROM form_submissions WHERE form_key = ANY($1::text[])';

/**
 * Whether a failed statement failed because of a row's data rather than the database: SQLSTATE
 * classes 22 (data exception: NUL, a lone surrogate, a value out of range), 23 (integrity
 * constraint) and 54 (program limit exceeded, as a value too large). Connection and server
 * failures fail the batch as they are; splitting would only multiply statements that cannot run.
 */
function isRowError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(22|23|54)/.test(code);
}

/** A row the database refused on its own: the visitor's input, so a 400, never a 500. */
function unstorableRow(error: unknown): HttpError {
  const code = (error as { code: string }).code;
  return new HttpError(400, {
    error: `The submission holds a value the database cannot store (SQLSTATE ${code}).`,
  });
}

interface Pending {
  submission: NewSubmission;
  waiters: { resolve: (saved: SavedSubmission) => void; reject: (error: unknown) => void }[];
}

/** One statement for the batch, then the ids of keys used before; answers each key's row. */
async function insert(db: Queryable, batch: Pending[]): Promise<Map<string, SavedSubmission>> {
  const rows = batch.map(({ submission: s }) => ({
    id: s.id,
    form_key: s.formKey,
    form_id: s.formId,
    collection_id: s.collectionId,
    object_name: s.objectName,
    is_overlay_form: s.isOverlayForm,
    submit_button_text: s.submitButtonText,
    fields: s.fields,
    page: s.page,
    census: s.census,
    visitor: s.visitor,
  }));
  const inserted = await db.query<{ form_key: string; id: string }>(insertBatch, [
    JSON.stringify(rows),
  ]);
  const byKey = new Map<string, SavedSubmission>(
    inserted.map((row) => [row.form_key, { id: row.id, created: true }]),
  );
  const missing = rows.map((row) => row.form_key).filter((key) => !byKey.has(key));
  if (missing.length > 0) {
    for (const row of await db.query<{ form_key: string; id: string }>(lookupKeys, [missing])) {
      byKey.set(row.form_key, { id: row.id, created: false });
    }
  }
  return byKey;
}

/**
 * Group commit: submissions that arrive while a write is in flight go together in the next
 * statement, so under load one round trip and one commit carry hundreds of submissions. Each
 * caller still gets its own answer, only after its row is committed. (Measured: one statement
 * per burst beats spreading a burst over parallel statements, which contend for the WAL flush.)
 */
export function createSubmissionWriter(
  db: Queryable,
  options: SubmissionWriterOptions = {},
): SubmissionWriter {
  const maxBatch = options.maxBatch ?? 500;
  const maxInFlight = options.maxInFlight ?? 4;
  // Keyed by form key, so two uses of one key in the same batch share one row and one answer.
  const queue = new Map<string, Pending>();
  let inFlight = 0;
  let scheduled = false;
  let idle: (() => void)[] = [];

  function schedule() {
    if (scheduled || inFlight >= maxInFlight || queue.size === 0) return;
    scheduled = true;
    setImmediate(run);
  }

  function run() {
    scheduled = false;
    while (inFlight < maxInFlight && queue.size > 0) {
      const batch: Pending[] = [];
      for (const [key, pending] of queue) {
        batch.push(pending);
        queue.delete(key);
        if (batch.length >= maxBatch) break;
      }
      inFlight++;
      write(batch).finally(() => {
        inFlight--;
        if (inFlight === 0 && queue.size === 0) {
          const done = idle;
          idle = [];
          for (const resolve of done) resolve();
        }
        schedule();
      });
    }
  }

  async function write(batch: Pending[]) {
    try {
      const saved = await insert(db, batch);
      for (const pending of batch) {
        const row = saved.get(pending.submission.formKey);
        for (const waiter of pending.waiters) {
          if (row?.id) waiter.resolve({ id: row.id, created: row.created });
          else waiter.reject(new Error('submission was neither stored nor found'));
        }
      }
    } catch (error) {
      if (batch.length > 1 && isRowError(error)) {
        // One row's data failed the statement, which stored nothing: bisect, so the others are
        // written (about 2·log2(n) statements for one bad row) and only the bad row fails.
        const half = Math.ceil(batch.length / 2);
        await Promise.all([write(batch.slice(0, half)), write(batch.slice(half))]);
        return;
      }
      const answer = batch.length === 1 && isRowError(error) ? unstorableRow(error) : error;
      for (const pending of batch) for (const waiter of pending.waiters) waiter.reject(answer);
    }
  }

  return {
    save(submission) {
      return new Promise((resolve, reject) => {
        const pending = queue.get(submission.formKey);
        if (pending) pending.waiters.push({ resolve, reject });
        else queue.set(submission.formKey, { submission, waiters: [{ resolve, reject }] });
        schedule();
      });
    },
    drain() {
      if (inFlight === 0 && queue.size === 0) return Promise.resolve();
      return new Promise((resolve) => idle.push(resolve));
    },
  };
}
