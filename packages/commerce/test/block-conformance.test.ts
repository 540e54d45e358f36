// @vitest-environment jsdom
import { describeBlockConformance } from '@tessera/runtime/testing';
import { expect } from 'vitest';

const product = `<article data-block="product" data-block-config='{"productId":"linen-shirt"}'>
  <h2 data-product-name>Linen shirt</h2>
  <p><span data-product-price>from €49.00</span> <s data-product-regular-price hidden></s> <span data-product-status>On sale</span></p>
  <form data-product-form>
    <select data-product-option="Size" required><option value="">Choose size</option><option value="S">S</option><option value="L">L</option></select>
    <input type="number" data-product-quantity value="1" min="1" max="999">
    <button type="submit" data-product-add>Add to cart</button>
  </form>
  <p data-product-message role="status"></p>
  <script type="application/json" data-product>{"productType":1,"variants":[
    {"sku":"linen-shirt-s","price":5900,"salePrice":4900,"onSale":true,"qtyInStock":20,"optionValues":[{"optionName":"Size","value":"S"}]},
    {"sku":"linen-shirt-l","price":5900,"qtyInStock":0,"optionValues":[{"optionName":"Size","value":"L"}]}]}</script>
</article>`;

describeBlockConformance({
  name: 'product',
  load: () => import('../src/blocks/product-block'),
  markup: product,
  malformedConfigs: ['{"productId":5}', '{}'],
  initialized(element) {
    // The size out of stock says so in its picker.
    expect(element.querySelector('option[value="L"]')?.textContent).toBe('L (Sold out)');
  },
});

describeBlockConformance({
  name: 'cart-indicator',
  load: () => import('../src/blocks/cart-indicator-block'),
  markup: `<a data-block="cart-indicator" href="/cart.html" aria-label="Cart, 0 items"><span data-cart-quantity aria-hidden="true">0</span></a>`,
  async initialized(element) {
    await expect.poll(() => element.getAttribute('data-cart-state')).toBe('initialized');
  },
});

describeBlockConformance({
  name: 'cart',
  load: () => import('../src/blocks/cart-page-block'),
  markup: `<div data-block="cart"><p>Loading your cart…</p></div>`,
  configAttribute: false,
  initialized(element) {
    expect(element.querySelector('p')?.hasAttribute('hidden')).toBe(true);
    expect(
      element.querySelector('[data-cart-root]')?.shadowRoot?.querySelector('h2')?.textContent,
    ).toBe('Cart');
  },
});

describeBlockConformance({
  name: 'donation-button',
  load: () => import('../src/blocks/donation-button-block'),
  markup: `<div data-block="donation-button" data-block-config='{"donatePageId":"studio-fund"}'><span data-donation-button>Donate</span></div>`,
  malformedConfigs: ['{"donatePageId":5}'],
  initialized(element) {
    const button = element.querySelector('[data-donation-button]')!;
    expect([button.getAttribute('role'), button.getAttribute('tabindex')]).toEqual(['button', '0']);
  },
});

describeBlockConformance({
  name: 'order-account',
  load: () => import('../src/blocks/order-account-block'),
  markup: `<section data-block="order-account" data-block-config='{"orderId":"o-1"}' aria-labelledby="h">
  <h2 id="h">Create an account</h2>
  <p role="status" tabindex="-1" data-order-account-status></p>
  <form method="post" action="/commerce/orders/o-1/confirmed" data-order-account-form>
    <input type="hidden" name="crumb" value="c">
    <label for="p">Password</label>
    <input id="p" name="password" type="password" required minlength="12" data-order-account-password>
    <p id="e" role="alert" data-order-account-error></p>
    <button type="submit">Create account</button>
  </form>
</section>`,
  malformedConfigs: ['{"orderId":5}', '{}'],
});
