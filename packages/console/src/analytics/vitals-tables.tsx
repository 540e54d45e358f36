import { messages } from '../messages';
import type { VitalRow, WebVitalsAnswer } from './analytics-types';
import { type Column, SimpleTable } from './simple-table';
import {
  formatVital,
  VITAL_RATING_LABELS,
  VITAL_THRESHOLDS,
  vitalRating,
} from './vital-thresholds';

function Rating({ row }: { row: VitalRow }) {
  const rating = row.rating ?? vitalRating(row.metric, row.p75);
  if (!rating) return <>—</>;
  // The word carries the meaning; the colour only repeats it.
  return <span className={`rating rating-${rating}`}>{VITAL_RATING_LABELS[rating]}</span>;
}

function valueColumns<Row extends VitalRow>(): Column<Row>[] {
  return [
    { title: 'Metric', cell: (row: VitalRow) => row.metric },
    {
      title: '75th percentile',
      numeric: true,
      cell: (row: VitalRow) => formatVital(row.metric, row.p75),
    },
    { title: 'Samples', numeric: true, cell: (row: VitalRow) => row.samples },
    { title: 'Rating', cell: (row: VitalRow) => <Rating row={row} /> },
  ];
}

/** The thresholds the ratings use, said once above the tables. */
function Thresholds() {
  return (
    <p className="muted">
      Good at or under, poor above:{' '}
      {Object.entries(VITAL_THRESHOLDS)
        .map(
          ([metric, [good, poor]]) =>
            `${metric} ${formatVital(metric, good)} / ${formatVital(metric, poor)}`,
        )
        .join('; ')}
      .
    </p>
  );
}

/** Web Vitals at the 75th percentile per page and per block type, each rated. */
export function VitalsTables({ data }: { data: WebVitalsAnswer }) {
  return (
    <>
      <Thresholds />
      <SimpleTable
        caption={messages.vitalsPages}
        columns={[
          { title: 'Page', cell: (row) => row.path },
          ...valueColumns<WebVitalsAnswer['pages'][number]>(),
        ]}
        rows={data.pages}
        rowKey={(row) => `${row.path}|${row.metric}`}
      />
      <SimpleTable
        caption={messages.vitalsBlocks}
        columns={[
          { title: 'Block type', cell: (row) => row.block },
          ...valueColumns<WebVitalsAnswer['blocks'][number]>(),
        ]}
        rows={data.blocks}
        rowKey={(row) => `${row.block}|${row.metric}`}
      />
    </>
  );
}
