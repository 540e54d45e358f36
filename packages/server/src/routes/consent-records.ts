import { CONSENT_RECORDS_CSV_PATH, CONSENT_RECORDS_PATH } from '@tessera/runtime';
import { Hono } from 'hono';
import { limitedCsv } from '../csv';
import {
  csvAttachment,
  MAX_EXPORT_ROWS,
  pageOf,
  ROW_ID,
  readPageCursor,
  readPageLimit,
} from '../owner-listing';
import { requireContributor, type ServerContext } from '../server-context';
import { type ConsentRow, consentPageSql, consentRecord, readConsentFilter } from './consent-query';

/**
 * The consent log for owners and viewers: GET /api/consent/records (JSON pages, newest first,
 * by decision and UTC days) and /api/consent/records.csv (the same filter, the submissions
 * export's cell rules).
 */
export function consentRecordRoutes(ctx: ServerContext): Hono {
  const app = new Hono();

  app.get(CONSENT_RECORDS_PATH, async (c) => {
    await requireContributor(c, ctx);
    const filter = readConsentFilter((name) => c.req.query(name));
    const limit = readPageLimit(c.req.query('limit'));
    const [at, id] = readPageCursor(c.req.query('cursor'), ROW_ID.integer);
    const rows = await ctx.db.query<ConsentRow>(consentPageSql, [
      filter.decision,
      filter.from,
      filter.to,
      at,
      id,
      limit + 1,
    ]);
    const { page, nextCursor } = pageOf(rows, limit);
    return c.json({ records: page.map(consentRecord), nextCursor });
  });

  app.get(CONSENT_RECORDS_CSV_PATH, async (c) => {
    await requireContributor(c, ctx);
    const filter = readConsentFilter((name) => c.req.query(name));
    const rows = await ctx.db.query<ConsentRow>(consentPageSql, [
      filter.decision,
      filter.from,
      filter.to,
      null,
      null,
      MAX_EXPORT_ROWS + 1,
    ]);
    const csv = limitedCsv(
      [
        'Record',
        'Recorded at',
        'Decision',
        'Purposes',
        'Banner version',
        'Source',
        'Visitor',
        'Address',
      ],
      rows.map((row) => {
        const record = consentRecord(row);
        return [
          record.id,
          record.createdAt,
          record.decision,
          record.purposes?.join(' ') ?? '',
          record.bannerVersion,
          record.source,
          record.visitorCookie ?? '',
          record.address ?? '',
        ];
      }),
      MAX_EXPORT_ROWS,
      'consent records',
    );
    return csvAttachment(c, csv, 'consent-records.csv');
  });
  return app;
}
