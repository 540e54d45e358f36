import type { ReactNode } from 'react';
import { LoadState } from '../load-state';
import { messages } from '../messages';
import { useResource } from '../use-resource';

/** One analytics report: its heading, and its own loading, error, empty and data states. */
export function AnalyticsSection<T>(props: {
  id: string;
  title: string;
  path: string;
  days: number;
  isEmpty(data: T): boolean;
  children(data: T): ReactNode;
}) {
  const resource = useResource(`${props.path}|${props.days}`, (api) =>
    api.get<T>(props.path, { days: props.days }),
  );
  return (
    // Not a named section: its table is the region named after the report.
    <div className="report">
      <h2 id={props.id}>{props.title}</h2>
      <LoadState
        resource={resource}
        label={props.title}
        isEmpty={props.isEmpty}
        empty={messages.noData}
      >
        {props.children}
      </LoadState>
    </div>
  );
}
