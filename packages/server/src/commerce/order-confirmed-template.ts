import {
  attributeOf,
  elementRange,
  type PageTemplate,
  parsePageTemplate,
  placeholderEdit,
  renderTemplate,
  type TemplateEdit,
  type TemplateElement,
  type TemplateValues,
} from '../page-template';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../password-rules';
import { confirmationUrlOf } from './checkout';
import { formatCents, type OrderSummary } from './checkout-pages';
import { accountHeading, type OrderAccountState, statusText } from './order-account-section';

/** The placeholders of each order line, inside a `data-order-line` element only. */
const LINE_NAMES = ['line.product', 'line.quantity', 'line.total'];
/** Every placeholder of the order-confirmed page (packages/server README, "The order-confirmed page"). */
const ORDER_CONFIRMED_PLACEHOLDERS: ReadonlySet<string> = new Set([
  'order.id',
  'order.url',
  'order.total',
  'order.tax',
  'account.heading',
  'account.email',
  'account.status',
  'account.error',
  'crumb',
  'password.minLength',
  'password.maxLength',
  ...LINE_NAMES,
]);

/** The placeholders a URL attribute may hold: the server's own path for the order. */
const URL_NAMES: ReadonlySet<string> = new Set(['order.url']);

/** The site's order-confirmed page, parsed, with the order-account block's parts found. */
export interface OrderConfirmedTemplate {
  template: PageTemplate;
  /** The `data-order-line` elements: each is written once per line of the order. */
  lines: TemplateElement[];
  section: TemplateElement;
  form: TemplateElement;
  status: TemplateElement;
  password: TemplateElement;
}

const inside = (element: TemplateElement, outer: TemplateElement) => {
  const range = elementRange(element);
  const around = elementRange(outer);
  return element !== outer && range.start >= around.start && range.end <= around.end;
};

/** The one element of the block with `attribute`, or a start-up error naming the file. */
function blockPart(template: PageTemplate, section: TemplateElement, attribute: string) {
  const found = template.elements.filter(
    (element) => attributeOf(element, attribute) !== undefined && inside(element, section),
  );
  if (found.length !== 1) {
    throw new Error(
      `${template.file}: the order-account block needs one ${attribute} element (docs/markup.md "Order account"), found ${found.length}`,
    );
  }
  return found[0]!;
}

function blockSection(template: PageTemplate): TemplateElement {
  const sections = template.elements.filter(
    (element) => attributeOf(element, 'data-block') === 'order-account',
  );
  const section = sections[0];
  if (sections.length !== 1 || attributeOf(section!, 'data-block-config') === undefined) {
    throw new Error(
      `${template.file}: needs one data-block="order-account" element with its data-block-config (docs/markup.md "Order account"), found ${sections.length}`,
    );
  }
  return section!;
}

/** The `data-order-line` elements; a line placeholder outside them, or one in another, throws. */
function orderLines(template: PageTemplate): TemplateElement[] {
  const lines = template.elements.filter(
    (element) => attributeOf(element, 'data-order-line') !== undefined,
  );
  if (lines.some((line) => lines.some((other) => inside(line, other)))) {
    throw new Error(`${template.file}: a data-order-line element cannot hold another one`);
  }
  for (const { name, start } of template.placeholders) {
    const inLine = lines.some((line) => {
      const range = elementRange(line);
      return start >= range.start && start < range.end;
    });
    if (LINE_NAMES.includes(name) && !inLine) {
      throw new Error(`${template.file}: {{${name}}} stands outside a data-order-line element`);
    }
  }
  return lines;
}

/**
 * Reads the site's order-confirmed page (the page site.json gives type 202): its placeholders
 * and the order-account block's parts, checked once, so that a page the server cannot fill
 * stops the start with the reason instead of failing a shopper.
 */
export function parseOrderConfirmedTemplate(source: string, file: string): OrderConfirmedTemplate {
  // The form's action is the order's own confirmed page: the one value allowed in a URL.
  const template = parsePageTemplate(source, file, ORDER_CONFIRMED_PLACEHOLDERS, URL_NAMES);
  const section = blockSection(template);
  const form = blockPart(template, section, 'data-order-account-form');
  const status = blockPart(template, section, 'data-order-account-status');
  blockPart(template, section, 'data-order-account-error');
  const password = blockPart(template, section, 'data-order-account-password');
  if (attributeOf(status, 'role') === undefined) {
    throw new Error(`${file}: the data-order-account-status element needs its role="status"`);
  }
  // The form goes once the account is made, and a line is written whole per order line.
  if (inside(status, form)) {
    throw new Error(
      `${file}: the data-order-account-status element must stand outside the data-order-account-form`,
    );
  }
  const lines = orderLines(template);
  if (lines.some((line) => inside(section, line))) {
    throw new Error(`${file}: the order-account block cannot stand in a data-order-line element`);
  }
  return { template, lines, section, form, status, password };
}

const removed = (range: { start: number; end: number }): TemplateEdit => ({
  ...range,
  render: () => '',
});

/** An attribute's range in the file, with the white space before it. */
function attributeRange(template: PageTemplate, element: TemplateElement, name: string) {
  const location = element.sourceCodeLocation!.attrs![name]!;
  const before = /\s+$/.exec(template.source.slice(0, location.startOffset))?.[0].length ?? 0;
  return { start: location.startOffset - before, end: location.endOffset };
}

/** Where a start tag's `>` (or `/>`) is: attributes are added before it. */
function startTagEnd(template: PageTemplate, element: TemplateElement): number {
  const end = element.sourceCodeLocation!.startTag!.endOffset - 1;
  return template.source[end - 1] === '/' ? end - 1 : end;
}

/**
 * What the account part's state changes in the block, by its documented parts: none removes the
 * block; every state but the offer removes its form, its configuration and its data-block (the
 * section only says what happened, so the page does not fetch the block's chunk for nothing); a
 * refusal is said in an alert; a refused password is marked aria-invalid.
 */
function accountEdits(page: OrderConfirmedTemplate, state: OrderAccountState): TemplateEdit[] {
  const { template } = page;
  if (state.kind === 'none') return [removed(elementRange(page.section))];
  if (state.kind === 'offer') {
    if (state.error === undefined || state.status !== 400) return [];
    const at = startTagEnd(template, page.password);
    return [{ start: at, end: at, render: () => ' aria-invalid="true"' }];
  }
  const edits = [
    removed(elementRange(page.form)),
    removed(attributeRange(template, page.section, 'data-block')),
    removed(attributeRange(template, page.section, 'data-block-config')),
  ];
  if (state.kind === 'refused') {
    const role = attributeRange(template, page.status, 'role');
    edits.push({ ...role, render: () => ' role="alert"' });
  }
  return edits;
}

/** Each `data-order-line` element written once per line, one under the other. */
function lineEdits(
  page: OrderConfirmedTemplate,
  order: OrderSummary,
  inner: TemplateEdit[],
): TemplateEdit[] {
  return page.lines.map((element) => {
    const range = elementRange(element);
    const indent = /\n[ \t]*$/.exec(page.template.source.slice(0, range.start))?.[0] ?? '';
    return {
      ...range,
      render: (values: TemplateValues) =>
        order.lines
          .map((line) => {
            const own: Record<string, string> = {
              'line.product': line.productName,
              'line.quantity': String(line.quantity),
              'line.total': formatCents(line.lineTotalCents, order.currency),
            };
            const lineValues = (name: string) => own[name] ?? values(name);
            return renderTemplate(page.template, inner, lineValues, range.start, range.end);
          })
          .join(indent),
    };
  });
}

function valuesOf(order: OrderSummary, state: OrderAccountState, crumb: string): TemplateValues {
  const values: Record<string, string> = {
    'order.id': order.id,
    'order.url': confirmationUrlOf(order.id),
    'order.total': formatCents(order.grandTotalCents, order.currency),
    'order.tax': formatCents(order.taxCents, order.currency),
    'account.heading': accountHeading(state),
    // The order's email is shown to the browser that bought it only, as the account part is.
    'account.email': 'email' in state ? state.email : '',
    'account.status': statusText(state),
    'account.error': state.kind === 'offer' ? (state.error ?? '') : '',
    crumb,
    'password.minLength': String(MIN_PASSWORD_LENGTH),
    'password.maxLength': String(MAX_PASSWORD_LENGTH),
  };
  return (name) => values[name] ?? '';
}

/**
 * The site's order-confirmed page for one order and one state of its account part: every
 * placeholder's value escaped as text, the order lines repeated, the block's parts as the state
 * says. `crumb` is the page's (its form's hidden field).
 */
export function fillOrderConfirmedTemplate(
  page: OrderConfirmedTemplate,
  order: OrderSummary,
  state: OrderAccountState,
  crumb: string,
): string {
  const placeholders = page.template.placeholders.map(placeholderEdit);
  const edits = [
    ...placeholders,
    ...lineEdits(page, order, placeholders),
    ...accountEdits(page, state),
  ];
  return renderTemplate(page.template, edits, valuesOf(order, state, crumb));
}
