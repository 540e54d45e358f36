import type { ReactNode } from 'react';
import { type Column, SimpleTable } from './analytics/simple-table';
import { CursorPager } from './cursor-pager';
import { LoadState } from './load-state';
import type { CursorPages } from './use-cursor-pages';
import type { ResourceState } from './use-resource';

export interface PagedTableProps<Data extends { nextCursor: string | null }, Row> {
  /** One server page of rows, with the cursor of the next (null on the last page). */
  resource: ResourceState<Data>;
  pages: CursorPages;
  /** What the rows are, for the loading status ('Loading… Orders'). */
  label: string;
  /** The table's caption; its scroll region and pager are named after it too. */
  caption: string;
  rows(data: Data): Row[];
  columns: Column<Row>[];
  rowKey(row: Row): string;
  /** Shown instead of the table when the first page holds nothing. */
  empty: ReactNode;
  /** A line above the table (the submissions' total). */
  summary?(data: Data): ReactNode;
}

/**
 * A server-paged listing: loading, error and empty states, the captioned table in its scroll
 * region, and Previous / Next over the cursors. The orders, consent log and submissions share it.
 */
export function PagedTable<Data extends { nextCursor: string | null }, Row>(
  props: PagedTableProps<Data, Row>,
) {
  const { resource, pages } = props;
  return (
    <LoadState
      resource={resource}
      label={props.label}
      isEmpty={(data) => props.rows(data).length === 0 && pages.page === 1}
      empty={props.empty}
    >
      {(data) => (
        <>
          {props.summary?.(data)}
          <SimpleTable
            caption={props.caption}
            columns={props.columns}
            rows={props.rows(data)}
            rowKey={props.rowKey}
          />
          <CursorPager
            label={`${props.caption}: pages`}
            page={pages.page}
            hasNext={data.nextCursor !== null}
            onPrevious={pages.previous}
            onNext={() => data.nextCursor && pages.next(data.nextCursor)}
          />
        </>
      )}
    </LoadState>
  );
}
