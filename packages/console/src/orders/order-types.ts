/** An order as GET /api/commerce/orders answers it (openapi Order). */
export interface Order {
  id: string;
  cartId: string;
  email: string;
  status: string;
  createdAt: string;
  subtotalCents: number;
  discountCents: number;
  shippingCostCents: number;
  taxCents: number;
  grandTotalCents: number;
  currencyCode: string;
  coupons: string[];
  shippingOptionId: string | null;
  shippingAddress: Record<string, string> | null;
  paymentReference: string;
  lines: {
    productId: string;
    sku: string;
    productName: string;
    quantity: number;
    unitPriceCents: number;
    lineTotalCents: number;
  }[];
}

export interface OrdersPage {
  orders: Order[];
  nextCursor: string | null;
}
