import { ORDERS_PATH } from '@tessera/runtime';
import { type FormEvent, useState } from 'react';
import { ConsoleApiError } from '../console-api-error';
import { useConsole } from '../console-context';
import { messages } from '../messages';
import { ORDER_STATUSES, orderStatusLabel } from './order-statuses';
import type { Order } from './order-types';

/** The owner's status change: PATCH the order, then show what the server saved. */
export function OrderStatusForm({ order, onSaved }: { order: Order; onSaved(order: Order): void }) {
  const { api, channel } = useConsole();
  const [status, setStatus] = useState(order.status);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | string>('idle');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setState('saving');
    api.send<Order>('PATCH', `${ORDERS_PATH}/${encodeURIComponent(order.id)}`, { status }).then(
      (saved) => {
        onSaved(saved);
        channel.broadcast('order-status-changed', order.id);
        setState('saved');
      },
      (error: unknown) =>
        setState(
          error instanceof ConsoleApiError && error.status === 403
            ? messages.forbidden
            : error instanceof ConsoleApiError && error.serverMessage
              ? error.serverMessage
              : messages.somethingWentWrong,
        ),
    );
  };
  const options = ORDER_STATUSES.includes(order.status)
    ? ORDER_STATUSES
    : [order.status, ...ORDER_STATUSES];
  return (
    <form onSubmit={submit} className="toolbar">
      <label>
        {messages.status}
        <select value={status} onChange={(event) => setStatus(event.target.value)}>
          {options.map((value) => (
            <option key={value} value={value}>
              {orderStatusLabel(value)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" aria-disabled={state === 'saving'}>
        {messages.changeStatus}
      </button>
      <span role="status">
        {state === 'saving' ? messages.saving : state === 'saved' ? messages.saved : ''}
      </span>
      {state !== 'idle' && state !== 'saving' && state !== 'saved' && (
        <span role="alert" className="state-error">
          {state}
        </span>
      )}
    </form>
  );
}
