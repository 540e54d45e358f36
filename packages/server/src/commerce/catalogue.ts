import type { Database, Queryable } from '../database/database';
import type { OptionValue, StoreConfig, SubscriptionPlan } from './store-config';

// Any constant: the same in every process that loads the catalogue into one Postgres.
const CATALOGUE_LOCK = 727_365_014;

/**
 * Writes site.json's store into the database, in one transaction under an advisory lock (several
 * processes starting together load it once each, in turn). Names, prices, options, coupons,
 * shipping and tax follow the file; stock is the file's only for a variant the database has not
 * seen, so a restart never undoes what orders sold. What the file no longer lists is removed.
 */
export async function loadCatalogue(db: Database, store: StoreConfig): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [CATALOGUE_LOCK]);
    await writeProducts(tx, store);
    await tx.query('DELETE FROM commerce_coupons WHERE NOT (code = ANY($1::text[]))', [
      store.coupons.map((coupon) => coupon.code),
    ]);
    for (const coupon of store.coupons) {
      await tx.query(
        `INSERT INTO commerce_coupons (code, kind, value, minimum_subtotal_cents, max_uses)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (code) DO UPDATE SET kind = $2, value = $3, minimum_subtotal_cents = $4, max_uses = $5`,
        [coupon.code, coupon.kind, coupon.value, coupon.minimumSubtotalCents, coupon.maxUses],
      );
    }
    await tx.query('DELETE FROM commerce_shipping_options');
    for (const [position, option] of store.shippingOptions.entries()) {
      await tx.query(
        'INSERT INTO commerce_shipping_options (id, position, name, price_cents, free_over_cents) VALUES ($1, $2, $3, $4, $5)',
        [option.id, position, option.name, option.priceCents, option.freeOverCents],
      );
    }
    await tx.query('DELETE FROM commerce_tax_rules');
    for (const rule of store.taxRules) {
      await tx.query(
        'INSERT INTO commerce_tax_rules (id, name, country, rate_basis_points, included) VALUES ($1, $2, $3, $4, $5)',
        [rule.id, rule.name, rule.country, rule.rateBasisPoints, store.pricesIncludeTax],
      );
    }
  });
}

async function writeProducts(tx: Queryable, store: StoreConfig): Promise<void> {
  const skus = store.products.flatMap((product) => product.variants.map((variant) => variant.sku));
  await tx.query('DELETE FROM commerce_variants WHERE NOT (sku = ANY($1::text[]))', [skus]);
  await tx.query('DELETE FROM commerce_products WHERE NOT (id = ANY($1::text[]))', [
    store.products.map((product) => product.id),
  ]);
  for (const [position, product] of store.products.entries()) {
    await tx.query(
      `INSERT INTO commerce_products (id, position, name, product_type, image_url, description, subscription_plan)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET position = $2, name = $3, product_type = $4, image_url = $5,
         description = $6, subscription_plan = $7`,
      [
        product.id,
        position,
        product.name,
        product.productType,
        product.imageUrl,
        product.description,
        product.subscriptionPlan ? JSON.stringify(product.subscriptionPlan) : null,
      ],
    );
    for (const [index, variant] of product.variants.entries()) {
      await tx.query(
        `INSERT INTO commerce_variants (sku, product_id, position, price_cents, sale_price_cents, on_sale, stock, option_values)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (sku) DO UPDATE SET product_id = $2, position = $3, price_cents = $4,
           sale_price_cents = $5, on_sale = $6, option_values = $8`,
        [
          variant.sku,
          product.id,
          index,
          variant.priceCents,
          variant.salePriceCents,
          variant.onSale,
          variant.stock,
          JSON.stringify(variant.optionValues),
        ],
      );
    }
  }
}

/** A variant as stored, with its product: what a cart line and the catalogue are built from. */
export interface StoredVariant {
  sku: string;
  productId: string;
  productName: string;
  productType: number;
  imageUrl: string;
  description: string;
  subscriptionPlan: SubscriptionPlan | null;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  /** null is unlimited. */
  stock: number | null;
  optionValues: OptionValue[];
}

interface VariantRow {
  sku: string;
  product_id: string;
  name: string;
  product_type: number;
  image_url: string;
  description: string;
  subscription_plan: SubscriptionPlan | string | null;
  price_cents: number;
  sale_price_cents: number;
  on_sale: boolean;
  stock: number | null;
  option_values: OptionValue[] | string;
}

const json = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

const variantSql = `
SELECT v.sku, v.product_id, p.name, p.product_type, p.image_url, p.description, p.subscription_plan,
  v.price_cents, v.sale_price_cents, v.on_sale, v.stock, v.option_values
FROM commerce_variants v JOIN commerce_products p ON p.id = v.product_id`;

function toVariant(row: VariantRow): StoredVariant {
  return {
    sku: row.sku,
    productId: row.product_id,
    productName: row.name,
    productType: Number(row.product_type),
    imageUrl: row.image_url,
    description: row.description,
    subscriptionPlan: row.subscription_plan === null ? null : json(row.subscription_plan),
    priceCents: Number(row.price_cents),
    salePriceCents: Number(row.sale_price_cents),
    onSale: row.on_sale,
    stock: row.stock === null ? null : Number(row.stock),
    optionValues: json(row.option_values),
  };
}

/** Every variant, products in the store's order and variants in theirs. */
export async function readVariants(db: Queryable, productId?: string): Promise<StoredVariant[]> {
  const rows = await db.query<VariantRow>(
    `${variantSql} WHERE ($1::text IS NULL OR v.product_id = $1) ORDER BY p.position, v.position`,
    [productId ?? null],
  );
  return rows.map(toVariant);
}

/** The variants of these SKUs (those that still exist), by SKU. */
export async function readVariantsBySku(
  db: Queryable,
  skus: readonly string[],
): Promise<Map<string, StoredVariant>> {
  if (skus.length === 0) return new Map();
  const rows = await db.query<VariantRow>(`${variantSql} WHERE v.sku = ANY($1::text[])`, [skus]);
  return new Map(rows.map((row) => [row.sku, toVariant(row)]));
}

/** The price a shopper pays for one: the sale price when on sale. */
export const unitPriceOf = (variant: StoredVariant): number =>
  variant.onSale ? variant.salePriceCents : variant.priceCents;
