import { messages } from '../messages';
import type { TrafficAnswer } from './analytics-types';
import { SimpleTable } from './simple-table';
import { TrafficChart } from './traffic-chart';

/** The chart for the eye, the same numbers as a table for everyone else. */
export function TrafficSection({ data }: { data: TrafficAnswer }) {
  const views = data.days.reduce((sum, day) => sum + day.pageViews, 0);
  const visitors = data.days.reduce((sum, day) => sum + day.visitors, 0);
  const label = `${messages.trafficChart}: ${views} page views and ${visitors} visitor-days from ${data.from} to ${data.to}`;
  return (
    <>
      <TrafficChart days={data.days} label={label} />
      <details>
        <summary>{messages.trafficTable}</summary>
        <SimpleTable
          caption={messages.trafficTable}
          columns={[
            { title: 'Date', cell: (day) => day.date },
            { title: 'Page views', numeric: true, cell: (day) => day.pageViews },
            { title: 'Visitors', numeric: true, cell: (day) => day.visitors },
          ]}
          rows={data.days}
          rowKey={(day) => day.date}
        />
      </details>
    </>
  );
}
