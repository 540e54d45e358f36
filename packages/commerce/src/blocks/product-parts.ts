/**
 * The anatomy of a product block (docs/markup.md, "Product"): the parts the server renders, found
 * by their data attributes. Only the form, the add button and the product data are required;
 * every other part is optional and left alone when absent.
 */
import { readBlockConfig } from '@tessera/runtime';
import { type ProductData, readProductData } from '../product/product-data';

interface ProductBlockConfig {
  productId: string;
  /** Opens the cart drawer after a successful add. Default true (Shopify's and Snipcart's habit). */
  openCart: boolean;
  /** 'item' on a product page: records the product page view. Default 'list'. */
  view: 'item' | 'list';
}

export interface ProductParts {
  config: ProductBlockConfig;
  product: ProductData;
  form: HTMLFormElement;
  add: HTMLButtonElement;
  options: HTMLSelectElement[];
  quantity: HTMLInputElement | null;
  /** The quantity input's own max from the server, put back when no stock limit applies. */
  serverMaxQuantity: string | null;
  price: Element | null;
  regularPrice: HTMLElement | null;
  status: HTMLElement | null;
  message: Element | null;
  plan: Element | null;
  name: string;
}

function readConfig(
  element: HTMLElement,
  warn: (problem: string) => void,
): ProductBlockConfig | null {
  let reported = false;
  const config = readBlockConfig<Record<string, unknown>>(element, (problem) => {
    reported = true;
    warn(problem);
  });
  if (!config && reported) return null;
  if (typeof config?.productId !== 'string' || config.productId === '') {
    warn('product block: data-block-config needs "productId", a non-empty string');
    return null;
  }
  return {
    productId: config.productId,
    openCart: config.openCart !== false,
    view: config.view === 'item' ? 'item' : 'list',
  };
}

function readData(element: HTMLElement, warn: (problem: string) => void): ProductData | null {
  const script = element.querySelector('script[data-product]');
  if (!script) {
    warn('product block: no <script type="application/json" data-product> with the product data');
    return null;
  }
  try {
    return readProductData(JSON.parse(script.textContent ?? ''));
  } catch (error) {
    warn(`product block: unreadable product data: ${(error as Error).message}`);
    return null;
  }
}

/** The block's parts, or null (after one warning naming what is wrong) when it cannot work. */
export function readProductParts(element: HTMLElement): ProductParts | null {
  const warn = (problem: string) => console.warn(`[tessera] ${problem}`, element);
  const config = readConfig(element, warn);
  const product = config && readData(element, warn);
  if (!config || !product) return null;
  const form = element.querySelector<HTMLFormElement>('form[data-product-form]');
  const add = form?.querySelector<HTMLButtonElement>('button[data-product-add]');
  if (!form || !add) {
    warn('product block: no <form data-product-form> with a <button data-product-add>');
    return null;
  }
  const quantity = form.querySelector<HTMLInputElement>('input[data-product-quantity]');
  return {
    config,
    product,
    form,
    add,
    options: [...form.querySelectorAll<HTMLSelectElement>('select[data-product-option]')],
    quantity,
    serverMaxQuantity: quantity?.getAttribute('max') ?? null,
    price: element.querySelector('[data-product-price]'),
    regularPrice: element.querySelector<HTMLElement>('[data-product-regular-price]'),
    status: element.querySelector<HTMLElement>('[data-product-status]'),
    message: element.querySelector('[data-product-message]'),
    plan: element.querySelector('[data-product-plan]'),
    name: element.querySelector('[data-product-name]')?.textContent?.trim() ?? config.productId,
  };
}

/** The picks of the option pickers: option name → chosen value ('' while unchosen). */
export function productPicks(parts: ProductParts): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const select of parts.options)
    chosen[select.getAttribute('data-product-option') ?? ''] = select.value;
  return chosen;
}
