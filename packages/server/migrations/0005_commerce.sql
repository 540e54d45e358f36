-- The storefront (issue 14): the catalogue loaded from site.json's "store" section, carts keyed
-- by the ss_cart cookie, and orders. Money is integer minor units of the store currency.

CREATE TABLE commerce_products (
  id text PRIMARY KEY,
  position integer NOT NULL,
  name text NOT NULL,
  product_type smallint NOT NULL CHECK (product_type BETWEEN 1 AND 5),
  image_url text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  subscription_plan jsonb
);

-- stock NULL is unlimited. The CHECK is the last guard: no statement can sell below zero.
CREATE TABLE commerce_variants (
  sku text PRIMARY KEY CHECK (char_length(sku) BETWEEN 1 AND 60),
  product_id text NOT NULL REFERENCES commerce_products (id) ON DELETE CASCADE,
  position integer NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents BETWEEN 0 AND 100000000),
  sale_price_cents integer NOT NULL DEFAULT 0 CHECK (sale_price_cents BETWEEN 0 AND 100000000),
  on_sale boolean NOT NULL DEFAULT false,
  stock integer CHECK (stock IS NULL OR stock >= 0),
  option_values jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX commerce_variants_product ON commerce_variants (product_id, position);

CREATE TABLE commerce_coupons (
  code text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
  value integer NOT NULL CHECK (value >= 0),
  minimum_subtotal_cents integer NOT NULL DEFAULT 0,
  max_uses integer,
  uses integer NOT NULL DEFAULT 0
);

CREATE TABLE commerce_shipping_options (
  id text PRIMARY KEY,
  position integer NOT NULL,
  name text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  free_over_cents integer
);

CREATE TABLE commerce_tax_rules (
  id text PRIMARY KEY,
  name text NOT NULL,
  country text NOT NULL,
  rate_basis_points integer NOT NULL CHECK (rate_basis_points >= 0),
  included boolean NOT NULL
);

-- The token is the cookie's value; only its hash is stored, so a database read gives no carts away.
CREATE TABLE commerce_carts (
  id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  purchased boolean NOT NULL DEFAULT false,
  order_id text,
  shipping_option_id text,
  shipping_location jsonb
);

CREATE TABLE commerce_cart_entries (
  id text PRIMARY KEY,
  cart_id text NOT NULL REFERENCES commerce_carts (id) ON DELETE CASCADE,
  sku text NOT NULL,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  added_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (cart_id, sku)
);

CREATE TABLE commerce_cart_coupons (
  cart_id text NOT NULL REFERENCES commerce_carts (id) ON DELETE CASCADE,
  code text NOT NULL,
  added_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (cart_id, code)
);

-- One checkout at a time per cart: the row is taken before the payment and given back when it
-- is declined, so two requests can never charge one cart twice.
CREATE TABLE commerce_checkout_claims (
  cart_id text PRIMARY KEY,
  idempotency_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE commerce_orders (
  id text PRIMARY KEY,
  cart_id text NOT NULL UNIQUE,
  idempotency_key text NOT NULL UNIQUE,
  email text NOT NULL,
  status text NOT NULL,
  currency_code text NOT NULL,
  subtotal_cents integer NOT NULL,
  discount_cents integer NOT NULL,
  shipping_cost_cents integer NOT NULL,
  tax_cents integer NOT NULL,
  grand_total_cents integer NOT NULL,
  coupons jsonb NOT NULL,
  shipping_option_id text,
  shipping_address jsonb,
  payment_reference text NOT NULL,
  lines jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX commerce_orders_created ON commerce_orders (created_at DESC, id DESC);
