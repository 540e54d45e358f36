import { ORDERS_PATH } from '@tessera/runtime';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../format-date';
import { LoadState } from '../load-state';
import { messages } from '../messages';
import { formatCents } from '../orders/format-cents';
import { ORDER_STATUSES, orderStatusLabel } from '../orders/order-statuses';
import type { OrdersPage } from '../orders/order-types';
import { ScrollRegion } from '../scroll-region';
import { CursorPager } from '../submissions/cursor-pager';
import { useCursorPages } from '../use-cursor-pages';
import { useDocumentTitle } from '../use-document-title';
import { useResource } from '../use-resource';

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
      <LoadState
        resource={orders}
        label={messages.ordersHeading}
        isEmpty={(data) => data.orders.length === 0 && pages.page === 1}
        empty={messages.noOrders}
      >
        {(data) => (
          <>
            <ScrollRegion label={messages.ordersHeading}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{messages.orderHeading}</th>
                    <th scope="col">Date</th>
                    <th scope="col">Email</th>
                    <th scope="col">{messages.status}</th>
                    <th scope="col" className="number">
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.orders.map((order) => (
                    <tr key={order.id}>
                      <td>
                        <Link to={`/orders/${encodeURIComponent(order.id)}`}>{order.id}</Link>
                      </td>
                      <td>{formatDateTime(order.createdAt)}</td>
                      <td>{order.email}</td>
                      <td>{orderStatusLabel(order.status)}</td>
                      <td className="number">
                        {formatCents(order.grandTotalCents, order.currencyCode)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            <CursorPager
              label={`${messages.ordersHeading}: pages`}
              page={pages.page}
              hasNext={data.nextCursor !== null}
              onPrevious={pages.previous}
              onNext={() => data.nextCursor && pages.next(data.nextCursor)}
            />
          </>
        )}
      </LoadState>
    </>
  );
}
