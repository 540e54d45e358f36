import { isTestPaymentReference, ORDERS_PATH } from '@tessera/runtime';
import { Link, useSearchParams } from 'react-router';
import type { Column } from '../analytics/simple-table';
import { formatDateTime } from '../format-date';
import { messages } from '../messages';
import { formatCents } from '../orders/format-cents';
import { ORDER_STATUSES, orderStatusLabel } from '../orders/order-statuses';
import type { OrdersPage } from '../orders/order-types';
import { PagedTable } from '../paged-table';
import { useCursorPages } from '../use-cursor-pages';
import { useDocumentTitle } from '../use-document-title';
import { useResource } from '../use-resource';

const ORDER_COLUMNS: Column<OrdersPage['orders'][number]>[] = [
  {
    title: messages.orderHeading,
    cell: (order) => (
      <>
        <Link to={`/orders/${encodeURIComponent(order.id)}`}>{order.id}</Link>
        {isTestPaymentReference(order.paymentReference) && (
          <span className="test-order">{messages.testOrder}</span>
        )}
      </>
    ),
  },
  { title: 'Date', cell: (order) => formatDateTime(order.createdAt) },
  { title: 'Email', cell: (order) => order.email },
  { title: messages.status, cell: (order) => orderStatusLabel(order.status) },
  {
    title: 'Total',
    numeric: true,
    cell: (order) => formatCents(order.grandTotalCents, order.currencyCode),
  },
];

/** Orders: newest first, filtered by status, in server pages. */
export function OrdersRoute() {
  useDocumentTitle(messages.ordersHeading);
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const pages = useCursorPages(status);
  const orders = useResource(`${status}|${pages.cursor ?? ''}`, (api) =>
    api.get<OrdersPage>(ORDERS_PATH, { status, limit: 25, cursor: pages.cursor }),
  );
  return (
    <>
      <h1 tabIndex={-1}>{messages.ordersHeading}</h1>
      <div className="toolbar">
        <label>
          {messages.status}
          <select
            value={status}
            onChange={(event) =>
              setParams(event.target.value ? { status: event.target.value } : {})
            }
          >
            <option value="">{messages.allStatuses}</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {orderStatusLabel(value)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PagedTable
        resource={orders}
        pages={pages}
        label={messages.ordersHeading}
        caption={messages.ordersHeading}
        rows={(data) => data.orders}
        rowKey={(order) => order.id}
        empty={messages.noOrders}
        columns={ORDER_COLUMNS}
      />
    </>
  );
}
