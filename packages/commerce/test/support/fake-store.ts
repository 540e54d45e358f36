/**
 * A fake of the storefront's cart calls for unit tests: a cart entity of the contract's shape
 * (docs/http-contract) kept in memory, and a data layer whose calls are recorded.
 */
import { type Api, ApiError, type HttpMethod } from '@tessera/runtime';

export interface RecordedCall {
  method: HttpMethod;
  path: string;
  body: unknown;
}

export function cartEntity(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'cart-1',
    websiteId: 'site',
    orderId: '',
    created: 1_700_000_000_000,
    isPurchased: false,
    entries: [],
    shippingOptions: [],
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    selectedShippingOption: {},
    shippingLocation: {},
    subtotalCents: 0,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: 0,
    totalQuantity: 0,
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: false,
    subtotalAmount: { currencyCode: 'EUR', value: 0 },
    grandTotalAmount: { currencyCode: 'EUR', value: 0 },
    ...overrides,
  };
}

export function shirtEntry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'entry-1',
    productId: 'linen-shirt',
    productName: 'Linen shirt',
    productType: 1,
    sku: 'linen-shirt-m',
    optionValues: [{ optionName: 'Size', value: 'M' }],
    imageUrl: '/images/product-shirt.svg',
    quantity: 2,
    unitPriceCents: 4900,
    onSale: true,
    lineTotalCents: 9800,
    unitPrice: { currencyCode: 'EUR', value: 49 },
    lineTotal: { currencyCode: 'EUR', value: 98 },
    ...overrides,
  };
}

export type Answer = (call: RecordedCall) => unknown;

/** An Api whose every call goes to `answer` (a thrown ApiError rejects, as the data layer does). */
export function fakeApi(answer: Answer): { api: Api; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const request = async (method: HttpMethod, path: string, body?: unknown) => {
    const call = { method, path, body };
    calls.push(call);
    return answer(call);
  };
  const api: Api = {
    get: (path) => request('GET', path) as never,
    post: (path, body) => request('POST', path, body) as never,
    put: (path, body) => request('PUT', path, body) as never,
    delete: (path) => request('DELETE', path) as never,
    request: (method, path, body) => request(method, path, body) as never,
    setDefaultHeader() {},
  };
  return { api, calls };
}

/** The ApiError the data layer rejects with for a 4xx answer `data`. */
export function httpError(status: number, data: Record<string, unknown>): ApiError {
  return new ApiError(String(data.error ?? 'error'), { code: 'http', status, url: '/api', data });
}
