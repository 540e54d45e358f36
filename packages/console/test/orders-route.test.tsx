// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderConsole, VIEWER } from './console-harness';

const ORDER = {
  id: 'ord-1',
  cartId: 'cart-1',
  email: 'buyer@example.com',
  status: 'paid',
  createdAt: '2026-11-28T12:00:00Z',
  subtotalCents: 123450,
  discountCents: 1000,
  shippingCostCents: 500,
  taxCents: 0,
  grandTotalCents: 122950,
  currencyCode: 'USD',
  coupons: [],
  shippingOptionId: null,
  shippingAddress: null,
  paymentReference: 'pay-1',
  lines: [
    {
      productId: 'p1',
      sku: 'SKU-1',
      productName: 'Mug',
      quantity: 2,
      unitPriceCents: 61725,
      lineTotalCents: 123450,
    },
  ],
};

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Orders', () => {
  it('shows the loading status, then the empty message', async () => {
    renderConsole('/orders', {
      'GET /api/commerce/orders': json({ orders: [], nextCursor: null }),
    });
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    expect((await screen.findByText('No orders yet.')).tagName).toBe('P');
  });

  it("shows 'Unable to load. Try again.' when the list fails", async () => {
    renderConsole('/orders', { 'GET /api/commerce/orders': json({ error: 'x' }, 500) });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to load. Try again.Try again',
    );
  });

  it('lists orders with their totals in the site’s money format, filtered by status', async () => {
    const view = renderConsole('/orders', {
      'GET /api/commerce/orders': json({ orders: [ORDER], nextCursor: null }),
    });
    expect(rows(await screen.findByRole('table'))).toEqual([
      ['Order', 'Date', 'Email', 'Status', 'Total'],
      ['ord-1', 'Nov 28, 2026, 12:00 PM UTC', 'buyer@example.com', 'Paid', '$1,229.50'],
    ]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'refunded' },
    });
    await waitFor(() => expect(view.calls.length).toBe(2));
    expect(view.calls.map((call) => call.url)).toEqual([
      '/api/commerce/orders?limit=25',
      '/api/commerce/orders?status=refunded&limit=25',
    ]);
  });

  it('marks an order paid with the test provider as a test order, in the list and its detail', async () => {
    const TEST_ORDER = { ...ORDER, id: 'ord-2', paymentReference: 'test_4f1c' };
    renderConsole('/orders', {
      'GET /api/commerce/orders': json({ orders: [TEST_ORDER, ORDER], nextCursor: null }),
    });
    expect(rows(await screen.findByRole('table'))).toEqual([
      ['Order', 'Date', 'Email', 'Status', 'Total'],
      ['ord-2Test', 'Nov 28, 2026, 12:00 PM UTC', 'buyer@example.com', 'Paid', '$1,229.50'],
      ['ord-1', 'Nov 28, 2026, 12:00 PM UTC', 'buyer@example.com', 'Paid', '$1,229.50'],
    ]);
    expect(screen.getByText('Test').className).toBe('test-order');
  });

  it('names the payment in the detail: the reference, or the test card with its reference', async () => {
    const details = async (paymentReference: string) => {
      const view = renderConsole('/orders/ord-1', {
        'GET /api/commerce/orders/ord-1': json({ ...ORDER, paymentReference }),
      });
      await screen.findByRole('table');
      const text = screen.getByText('Payment').nextElementSibling?.textContent;
      view.unmount();
      return text;
    };
    expect(await details('pay-1')).toBe('pay-1');
    expect(await details('test_4f1c')).toBe('Test card, nothing charged (test_4f1c)');
    // Only the prefix counts: a provider's reference that merely contains it is not a test.
    expect(await details('ch_test_4f1c')).toBe('ch_test_4f1c');
  });

  it('shows one order’s lines and totals, and lets the owner change its status', async () => {
    const view = renderConsole('/orders/ord-1', {
      'GET /api/commerce/orders/ord-1': json(ORDER),
      'PATCH /api/commerce/orders/ord-1': json({ ...ORDER, status: 'fulfilled' }),
    });
    expect(rows(await screen.findByRole('table'))).toEqual([
      ['Product', 'Quantity', 'Unit price', 'Line total'],
      ['Mug (SKU-1)', '2', '$617.25', '$1,234.50'],
      ['Subtotal', '$1,234.50'],
      ['Discount', '-$10.00'],
      ['Shipping', '$5.00'],
      ['Tax', '$0.00'],
      ['Total', '$1,229.50'],
    ]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'fulfilled' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    await screen.findByText('Saved.');
    expect(view.calls[1]).toMatchObject({ method: 'PATCH', body: { status: 'fulfilled' } });
    expect(screen.getAllByText('Fulfilled').length).toBe(2);
    expect(view.events).toEqual([{ event: 'order-status-changed', detail: 'ord-1' }]);
  });

  it('shows the owner-only message when the server refuses the change', async () => {
    renderConsole('/orders/ord-1', {
      'GET /api/commerce/orders/ord-1': json(ORDER),
      'PATCH /api/commerce/orders/ord-1': json({ authorizationFail: true, error: 'No' }, 403),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change status' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only the site’s owner may change this.',
    );
  });

  it('gives a viewer the order without the status change', async () => {
    renderConsole('/orders/ord-1', { 'GET /api/commerce/orders/ord-1': json(ORDER) }, VIEWER);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Change status' })).toBeNull();
    expect(screen.getByText('Paid').tagName).toBe('DD');
  });
});
