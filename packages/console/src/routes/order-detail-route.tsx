import { isTestPaymentReference, ORDERS_PATH } from '@tessera/runtime';
import { Link, useParams } from 'react-router';
import { useConsole } from '../console-context';
import { formatDateTime } from '../format-date';
import { LoadState } from '../load-state';
import { messages } from '../messages';
import { formatCents } from '../orders/format-cents';
import { OrderStatusForm } from '../orders/order-status-form';
import { orderStatusLabel } from '../orders/order-statuses';
import type { Order } from '../orders/order-types';
import { ScrollRegion } from '../scroll-region';
import { useDocumentTitle } from '../use-document-title';
import { useResource } from '../use-resource';

function Totals({ order }: { order: Order }) {
  const money = (cents: number) => formatCents(cents, order.currencyCode);
  const rows: [string, number][] = [
    ['Subtotal', order.subtotalCents],
    ['Discount', -order.discountCents],
    ['Shipping', order.shippingCostCents],
    ['Tax', order.taxCents],
  ];
  return (
    <tfoot>
      {rows.map(([label, cents]) => (
        <tr key={label}>
          <th scope="row" colSpan={3}>
            {label}
          </th>
          <td className="number">{money(cents)}</td>
        </tr>
      ))}
      <tr>
        <th scope="row" colSpan={3}>
          Total
        </th>
        <td className="number">
          <strong>{money(order.grandTotalCents)}</strong>
        </td>
      </tr>
    </tfoot>
  );
}

function OrderLines({ order }: { order: Order }) {
  return (
    <ScrollRegion label="Order lines">
      <table>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className="number">
              Quantity
            </th>
            <th scope="col" className="number">
              Unit price
            </th>
            <th scope="col" className="number">
              Line total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={`${line.productId}|${line.sku}`}>
              <td>
                {line.productName} <span className="muted">({line.sku})</span>
              </td>
              <td className="number">{line.quantity}</td>
              <td className="number">{formatCents(line.unitPriceCents, order.currencyCode)}</td>
              <td className="number">{formatCents(line.lineTotalCents, order.currencyCode)}</td>
            </tr>
          ))}
        </tbody>
        <Totals order={order} />
      </table>
    </ScrollRegion>
  );
}

/** One order: who, when, its lines and totals, and (owner only) its status change. */
export function OrderDetailRoute() {
  useDocumentTitle(messages.orderHeading);
  const { start } = useConsole();
  const { id = '' } = useParams();
  const order = useResource(id, (api) =>
    api.get<Order>(`${ORDERS_PATH}/${encodeURIComponent(id)}`),
  );
  return (
    <>
      <p>
        <Link to="/orders">{messages.backToOrders}</Link>
      </p>
      <h1 tabIndex={-1}>
        {messages.orderHeading} {id}
      </h1>
      <LoadState resource={order} label={messages.orderHeading}>
        {(data) => (
          <>
            <dl className="details">
              <div>
                <dt>Date</dt>
                <dd>{formatDateTime(data.createdAt)}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{data.email}</dd>
              </div>
              <div>
                <dt>{messages.status}</dt>
                <dd>{orderStatusLabel(data.status)}</dd>
              </div>
              <div>
                <dt>{messages.payment}</dt>
                <dd>
                  {isTestPaymentReference(data.paymentReference)
                    ? `${messages.testPayment} (${data.paymentReference})`
                    : data.paymentReference}
                </dd>
              </div>
            </dl>
            {start.canEdit && <OrderStatusForm order={data} onSaved={order.replace} />}
            <OrderLines order={data} />
          </>
        )}
      </LoadState>
    </>
  );
}
