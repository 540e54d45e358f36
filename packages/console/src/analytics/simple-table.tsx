import type { ReactNode } from 'react';
import { ScrollRegion } from '../scroll-region';

export interface Column<Row> {
  title: string;
  /** React's key for the column; default the title (two form fields may share a title). */
  key?: string;
  numeric?: boolean;
  cell(row: Row): ReactNode;
}

/** A captioned table inside a focusable scroll region (it may be wider than a phone). */
export function SimpleTable<Row>(props: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey(row: Row, index: number): string;
}) {
  return (
    <ScrollRegion label={props.caption}>
      <table>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th
                scope="col"
                key={column.key ?? column.title}
                className={column.numeric ? 'number' : undefined}
              >
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, index) => (
            <tr key={props.rowKey(row, index)}>
              {props.columns.map((column) => (
                <td
                  key={column.key ?? column.title}
                  className={column.numeric ? 'number' : undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
