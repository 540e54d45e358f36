/**
 * The site's order-confirmed page as a template (commerce/order-confirmed-template.ts): the
 * placeholders filled as text, whatever the value; the order lines repeated; the order-account
 * block's parts as each state of the account part says; a template the server cannot fill
 * stops the start, naming the file, the line and why.
 */
import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '../src/commerce/checkout-pages';
import type { OrderAccountState } from '../src/commerce/order-account-section';
import {
  fillOrderConfirmedTemplate,
  parseOrderConfirmedTemplate,
} from '../src/commerce/order-confirmed-template';

const BLOCK = `<section data-block="order-account" data-block-config='{"orderId":"{{order.id}}"}' aria-labelledby="h">
<h2 id="h">{{account.heading}}</h2>
<p role="status" tabindex="-1" data-order-account-status>{{account.status}}</p>
<form method="post" action="{{order.url}}" data-order-account-form>
<input type="hidden" name="crumb" value="{{crumb}}">
<input id="e" type="email" value="{{account.email}}" readonly>
<input id="p" name="password" type="password" minlength="{{password.minLength}}" maxlength="{{password.maxLength}}" data-order-account-password>
<p id="x" role="alert" data-order-account-error>{{account.error}}</p>
</form>
</section>`;

const FIXTURE = `<!doctype html>
<html lang="en"><head><title>Order {{order.id}}</title></head>
<body><main>
<p>Order <strong>{{order.id}}</strong></p>
<ul>
  <li data-order-line>{{line.product}} × {{line.quantity}}: {{line.total}}</li>
</ul>
<p>Total {{order.total}}, tax {{order.tax}}</p>
${BLOCK}
</main></body></html>`;

const ORDER: OrderSummary = {
  id: 'order-1',
  email: 'ada@example.com',
  currency: 'EUR',
  lines: [
    { productName: 'Mug <b>big</b>', quantity: 2, lineTotalCents: 3600 },
    { productName: 'Tote & bag', quantity: 1, lineTotalCents: 1200 },
  ],
  grandTotalCents: 4800,
  taxCents: 833,
};

const template = parseOrderConfirmedTemplate(FIXTURE, 'fixture.html');
const fill = (state: OrderAccountState, order = ORDER) =>
  fillOrderConfirmedTemplate(template, order, state, 'crumb-123');
/** The filled page from its <main> on, where the order and the block are. */
const main = (html: string) => html.slice(html.indexOf('<main>'));
const offer = { kind: 'offer', orderId: 'order-1', email: 'ada@example.com', crumb: 'crumb-123' };

const SUMMARY = `<main>
<p>Order <strong>order-1</strong></p>
<ul>
  <li data-order-line>Mug &lt;b&gt;big&lt;/b&gt; × 2: €36.00</li>
  <li data-order-line>Tote &amp; bag × 1: €12.00</li>
</ul>
<p>Total €48.00, tax €8.33</p>
`;

describe('the order-confirmed template, filled', () => {
  it('offers the form: every placeholder filled, the lines one under the other', () => {
    const html = fill(offer as OrderAccountState);
    expect(html.slice(0, html.indexOf('<main>'))).toBe(`<!doctype html>
<html lang="en"><head><title>Order order-1</title></head>
<body>`);
    expect(
      main(html),
    ).toBe(`${SUMMARY}<section data-block="order-account" data-block-config='{"orderId":"order-1"}' aria-labelledby="h">
<h2 id="h">Create an account</h2>
<p role="status" tabindex="-1" data-order-account-status></p>
<form method="post" action="/commerce/orders/order-1/confirmed" data-order-account-form>
<input type="hidden" name="crumb" value="crumb-123">
<input id="e" type="email" value="ada@example.com" readonly>
<input id="p" name="password" type="password" minlength="12" maxlength="1024" data-order-account-password>
<p id="x" role="alert" data-order-account-error></p>
</form>
</section>
</main></body></html>`);
  });

  it('writes an email such as "><script> as text, in text and in attributes', () => {
    const email = '"><script>alert(1)</script>@example.com';
    const html = fill({ ...offer, email } as OrderAccountState);
    expect(html).toContain(
      '<input id="e" type="email" value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@example.com" readonly>',
    );
    expect(html.includes('<script>')).toBe(false);
    const created = fill({ kind: 'created', email });
    expect(created).toContain(
      '<p role="status" tabindex="-1" data-order-account-status>Your account is created: you are logged in as &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@example.com.</p>',
    );
    expect(created.includes('<script>')).toBe(false);
  });

  it('keeps a configuration JSON whole whatever the order id holds', () => {
    const id = `a"b'<c>`;
    const html = fill({ ...offer, orderId: id } as OrderAccountState, { ...ORDER, id });
    expect(html).toContain(`data-block-config='{"orderId":"a\\&quot;b&#39;&lt;c&gt;"}'`);
    expect(html).toContain('action="/commerce/orders/a%22b&#39;%3Cc%3E/confirmed"');
  });

  it('marks a refused password with the refusal in the alert (400)', () => {
    const html = fill({ ...offer, error: 'Too <short>', status: 400 } as OrderAccountState);
    expect(html).toContain(
      '<input id="p" name="password" type="password" minlength="12" maxlength="1024" data-order-account-password aria-invalid="true">',
    );
    expect(html).toContain('<p id="x" role="alert" data-order-account-error>Too &lt;short&gt;</p>');
  });

  it('says the account is made, without the form, the configuration or the block (no chunk to fetch)', () => {
    expect(
      main(fill({ kind: 'created', email: 'ada@example.com' })),
    ).toBe(`${SUMMARY}<section aria-labelledby="h">
<h2 id="h">Your account</h2>
<p role="status" tabindex="-1" data-order-account-status>Your account is created: you are logged in as ada@example.com.</p>

</section>
</main></body></html>`);
  });

  it('says who is logged in', () => {
    expect(
      main(fill({ kind: 'logged-in', email: 'ada@example.com' })),
    ).toBe(`${SUMMARY}<section aria-labelledby="h">
<h2 id="h">Your account</h2>
<p role="status" tabindex="-1" data-order-account-status>You are logged in as ada@example.com.</p>

</section>
</main></body></html>`);
  });

  it('says a refusal in an alert', () => {
    expect(
      main(fill({ kind: 'refused', message: 'Not <yours>.' })),
    ).toBe(`${SUMMARY}<section aria-labelledby="h">
<h2 id="h">Your account</h2>
<p role="alert" tabindex="-1" data-order-account-status>Not &lt;yours&gt;.</p>

</section>
</main></body></html>`);
  });

  it('has no account part for anyone else', () => {
    expect(main(fill({ kind: 'none' }))).toBe(`${SUMMARY}
</main></body></html>`);
  });

  it('writes no line for an order without lines', () => {
    expect(main(fill({ kind: 'none' }, { ...ORDER, lines: [] }))).toContain('<ul>\n  \n</ul>');
  });
});

describe('a template with text around a table', () => {
  it('fills a placeholder in text the parser moves out of a table, and the quoted order URL', () => {
    const source = `<main><div><table>{{order.id}}<tr><td>{{order.total}}</td></tr></table><a href="{{order.url}}">again</a></div>${BLOCK}</main>`;
    const page = parseOrderConfirmedTemplate(source, 'page.html');
    const html = fillOrderConfirmedTemplate(page, ORDER, offer as OrderAccountState, 'crumb-123');
    expect(html.slice(0, html.indexOf('<section'))).toBe(
      '<main><div><table>order-1<tr><td>€48.00</td></tr></table><a href="/commerce/orders/order-1/confirmed">again</a></div>',
    );
  });
});

describe('a template the server cannot fill', () => {
  const fails = (source: string) => () => parseOrderConfirmedTemplate(source, 'page.html');
  const withBlock = (html: string) => `<main>${html}${BLOCK}</main>`;

  it.each([
    [
      'an unknown placeholder',
      withBlock('<p>{{order.secret}}</p>'),
      'page.html: unknown placeholder {{order.secret}} at line 1; known: order.id, order.url, order.total, order.tax, account.heading, account.email, account.status, account.error, crumb, password.minLength, password.maxLength, line.product, line.quantity, line.total',
    ],
    [
      'a placeholder in a script',
      withBlock('<script>const id = "{{order.id}}";</script>'),
      'page.html: the placeholder at line 1 must stand in text or in a quoted attribute value, as {{name}}',
    ],
    [
      'a placeholder in an unquoted attribute',
      withBlock('\n<input value={{account.email}}>'),
      'page.html: the placeholder at line 2 must stand in text or in a quoted attribute value, as {{name}}',
    ],
    [
      'a placeholder in a comment',
      withBlock('<!-- {{order.id}} -->'),
      'page.html: the placeholder at line 1 must stand in text or in a quoted attribute value, as {{name}}',
    ],
    [
      // parse5 moves the "b" out of the table and merges it with the "a": that text node's range
      // then spans the script, which must not make the script's placeholder pass for text.
      'a placeholder in a script inside a table (foster-parented text around it)',
      withBlock('<div>a<table><script>var e = {{account.email}};</script>b</table></div>'),
      'page.html: the placeholder at line 1 must stand in text or in a quoted attribute value, as {{name}}',
    ],
    [
      'a placeholder in a tag inside a table (foster-parented text around it)',
      withBlock('<div>a<table><tr title={{order.id}}><td>c</td></tr>b</table></div>'),
      'page.html: the placeholder at line 1 must stand in text or in a quoted attribute value, as {{name}}',
    ],
    [
      'a placeholder in an event handler',
      withBlock(`<button onclick="go('{{order.id}}')">Go</button>`),
      'page.html: the placeholder at line 1 must stand in text or in a quoted attribute value, as {{name}}',
    ],
    [
      'a placeholder in a style',
      withBlock('<p style="color: {{order.id}}">x</p>'),
      'page.html: the placeholder at line 1 must stand in text or in a quoted attribute value, as {{name}}',
    ],
    [
      "a shopper's value in a URL",
      withBlock('<a href="/help?email={{account.email}}">Help</a>'),
      'page.html: the placeholder at line 1 must stand in text or in a quoted attribute value, as {{name}}',
    ],
    [
      'a line placeholder outside a line',
      withBlock('<p>{{line.product}}</p>'),
      'page.html: {{line.product}} stands outside a data-order-line element',
    ],
    [
      'a line in a line',
      withBlock('<ul data-order-line><li data-order-line>{{line.product}}</li></ul>'),
      'page.html: a data-order-line element cannot hold another one',
    ],
    [
      'no order-account block',
      '<main><p>{{order.id}}</p></main>',
      'page.html: needs one data-block="order-account" element with its data-block-config (docs/markup.md "Order account"), found 0',
    ],
    [
      'a block without its form',
      withBlock('').replace(/<form[\s\S]*<\/form>/, ''),
      'page.html: the order-account block needs one data-order-account-form element (docs/markup.md "Order account"), found 0',
    ],
    [
      'the status inside the form',
      withBlock('')
        .replace(/<p role="status"[^\n]*\n/, '')
        .replace(
          '<input type="hidden"',
          '<p role="status" data-order-account-status>{{account.status}}</p><input type="hidden"',
        ),
      'page.html: the data-order-account-status element must stand outside the data-order-account-form',
    ],
    [
      'the block in an order line',
      `<main><ul><li data-order-line>{{line.product}}${BLOCK}</li></ul></main>`,
      'page.html: the order-account block cannot stand in a data-order-line element',
    ],
    [
      'a status without its role',
      withBlock('').replace('role="status" ', ''),
      'page.html: the data-order-account-status element needs its role="status"',
    ],
  ])('stops the start on %s', (_what, source, message) => {
    expect(fails(source)).toThrow(new Error(message));
  });
});
