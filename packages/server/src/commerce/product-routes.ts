import { fromMinorUnits } from '@tessera/commerce';
import { PRODUCTS_PATH } from '@tessera/runtime';
import { Hono } from 'hono';
import { HttpError } from '../http-error';
import type { ServerContext } from '../server-context';
import { readVariants, type StoredVariant, unitPriceOf } from './catalogue';
import { pathId } from './path-id';
import { storeMessages } from './store-messages';

/** A product's public fields (openapi "Product"), with spec 000 §3's derived display states. */
function productOf(variants: StoredVariant[], currencyCode: string) {
  const first = variants[0]!;
  const prices = new Set(variants.map(unitPriceOf));
  return {
    id: first.productId,
    name: first.productName,
    productType: first.productType,
    imageUrl: first.imageUrl,
    description: first.description,
    variants: variants.map((variant) => ({
      sku: variant.sku,
      priceCents: variant.priceCents,
      salePriceCents: variant.salePriceCents,
      onSale: variant.onSale,
      unlimited: variant.stock === null,
      qtyInStock: variant.stock ?? 0,
      optionValues: variant.optionValues,
      price: fromMinorUnits(variant.priceCents, currencyCode),
      salePrice: fromMinorUnits(variant.salePriceCents, currencyCode),
    })),
    soldOut: variants.every((variant) => variant.stock === 0),
    onSale: variants.some((variant) => variant.onSale),
    variedPrices: prices.size > 1,
    ...(first.subscriptionPlan ? { subscriptionPlan: first.subscriptionPlan } : {}),
  };
}

/** GET /api/commerce/products and /api/commerce/products/{id}: the catalogue as shoppers see it. */
export function productRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  app.get(PRODUCTS_PATH, async (c) => {
    const byProduct = new Map<string, StoredVariant[]>();
    for (const variant of await readVariants(ctx.db)) {
      const list = byProduct.get(variant.productId) ?? [];
      list.push(variant);
      byProduct.set(variant.productId, list);
    }
    return c.json({
      products: [...byProduct.values()].map((variants) => productOf(variants, ctx.site.currency)),
    });
  });
  app.get(`${PRODUCTS_PATH}/:id`, async (c) => {
    const variants = await readVariants(ctx.db, pathId(c));
    if (variants.length === 0) throw new HttpError(404, { error: storeMessages.noProduct });
    return c.json(productOf(variants, ctx.site.currency));
  });
  return app;
}
