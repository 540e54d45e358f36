import {
  ANALYTICS_ERRORS_PATH,
  ANALYTICS_FORMS_PATH,
  ANALYTICS_PAGES_PATH,
  ANALYTICS_REFERRERS_PATH,
  ANALYTICS_TRAFFIC_PATH,
  ANALYTICS_WEB_VITALS_PATH,
} from '@tessera/runtime';
import { useSearchParams } from 'react-router';
import { AnalyticsSection } from '../analytics/analytics-section';
import type {
  ErrorsAnswer,
  FormsAnswer,
  PagesAnswer,
  ReferrersAnswer,
  TrafficAnswer,
  WebVitalsAnswer,
} from '../analytics/analytics-types';
import { SimpleTable } from '../analytics/simple-table';
import { TrafficSection } from '../analytics/traffic-section';
import { VitalsTables } from '../analytics/vitals-tables';
import { formatDateTime } from '../format-date';
import { messages } from '../messages';
import { useDocumentTitle } from '../use-document-title';

/** The periods offered; the server takes any whole number of days from 1 to 390. */
const PERIODS = [7, 30, 90, 365] as const;

function conversionText(conversion: number | null): string {
  return conversion === null ? '—' : `${(conversion * 100).toFixed(1)}%`;
}

/** Analytics: traffic chart, top pages, referrers, form conversion, Web Vitals, errors. */
export function AnalyticsRoute() {
  useDocumentTitle(messages.analyticsHeading);
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = (PERIODS as readonly number[]).includes(asked) ? asked : 30;
  return (
    <>
      <h1 tabIndex={-1}>{messages.analyticsHeading}</h1>
      <div className="toolbar">
        <label>
          {messages.range}
          <select value={days} onChange={(event) => setParams({ days: event.target.value })}>
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                Last {period} days
              </option>
            ))}
          </select>
        </label>
      </div>
      <AnalyticsSection<TrafficAnswer>
        id="traffic"
        title={messages.trafficHeading}
        path={ANALYTICS_TRAFFIC_PATH}
        days={days}
        isEmpty={(data) => data.days.every((day) => day.pageViews === 0)}
      >
        {(data) => <TrafficSection data={data} />}
      </AnalyticsSection>
      <AnalyticsSection<PagesAnswer>
        id="top-pages"
        title={messages.pagesHeading}
        path={ANALYTICS_PAGES_PATH}
        days={days}
        isEmpty={(data) => data.pages.length === 0}
      >
        {(data) => (
          <SimpleTable
            caption={messages.pagesHeading}
            columns={[
              { title: 'Page', cell: (row) => row.path },
              { title: 'Page views', numeric: true, cell: (row) => row.pageViews },
              { title: 'Visitors', numeric: true, cell: (row) => row.visitors },
            ]}
            rows={data.pages}
            rowKey={(row) => row.path}
          />
        )}
      </AnalyticsSection>
      <AnalyticsSection<ReferrersAnswer>
        id="referrers"
        title={messages.referrersHeading}
        path={ANALYTICS_REFERRERS_PATH}
        days={days}
        isEmpty={(data) => data.referrers.length === 0}
      >
        {(data) => (
          <SimpleTable
            caption={messages.referrersHeading}
            columns={[
              { title: 'Referrer', cell: (row) => row.referrer },
              { title: 'Page views', numeric: true, cell: (row) => row.pageViews },
            ]}
            rows={data.referrers}
            rowKey={(row) => row.referrer}
          />
        )}
      </AnalyticsSection>
      <AnalyticsSection<FormsAnswer>
        id="form-conversion"
        title={messages.formsHeading}
        path={ANALYTICS_FORMS_PATH}
        days={days}
        isEmpty={(data) => data.forms.length === 0}
      >
        {(data) => (
          <SimpleTable
            caption={messages.formsHeading}
            columns={[
              { title: 'Form', cell: (row) => row.formId },
              { title: 'Views', numeric: true, cell: (row) => row.renders },
              { title: 'Submissions', numeric: true, cell: (row) => row.submissions },
              { title: 'Conversion', numeric: true, cell: (row) => conversionText(row.conversion) },
            ]}
            rows={data.forms}
            rowKey={(row) => row.formId}
          />
        )}
      </AnalyticsSection>
      <AnalyticsSection<WebVitalsAnswer>
        id="web-vitals"
        title={messages.vitalsHeading}
        path={ANALYTICS_WEB_VITALS_PATH}
        days={days}
        isEmpty={(data) => data.pages.length === 0 && data.blocks.length === 0}
      >
        {(data) => <VitalsTables data={data} />}
      </AnalyticsSection>
      <AnalyticsSection<ErrorsAnswer>
        id="errors"
        title={messages.errorsHeading}
        path={ANALYTICS_ERRORS_PATH}
        days={days}
        isEmpty={(data) => data.errors.length === 0}
      >
        {(data) => (
          <SimpleTable
            caption={messages.errorsHeading}
            columns={[
              { title: 'Message', cell: (row) => row.message },
              { title: 'Reports', numeric: true, cell: (row) => row.reports },
              { title: 'Last seen', cell: (row) => formatDateTime(row.lastSeen) },
            ]}
            rows={data.errors}
            rowKey={(row) => row.message}
          />
        )}
      </AnalyticsSection>
    </>
  );
}
