/**
 * The accordion block (spec 002 §2, §4, §9; WAI-ARIA Authoring Practices accordion pattern).
 * The server renders the pattern with its state, so nothing moves when the script starts:
 *
 *   <div data-block="accordion" id="faq" data-expanded-first-item>
 *     <h3><button type="button" id="faq-1-label" aria-expanded="true" aria-controls="faq-1">…</button></h3>
 *     <div id="faq-1" role="region" aria-labelledby="faq-1-label">…</div>
 *     <h3><button type="button" id="faq-2-label" aria-expanded="false" aria-controls="faq-2">…</button></h3>
 *     <div id="faq-2" role="region" aria-labelledby="faq-2-label" hidden="until-found">…</div>
 *   </div>
 *
 * The buttons answer click, Enter and Space (native buttons); the arrow keys, Home and End move
 * between them. One item open at a time unless `data-allow-multiple`; clicks on an item that is
 * animating are ignored; the URL hash opens an item (its button's or region's id) or closes all
 * (the accordion's id); find-in-page opens a closed item (`beforematch`).
 */
import { type CleanupStore, createCleanupStore, type Destroy } from '@tessera/runtime';
import { prefersReducedMotion } from '../shared/reduced-motion';
import { rovingIndex } from '../shared/roving-focus';
import {
  ACCORDION_ANIMATION_MS,
  accordionHint,
  applyAccordionHint,
  expandedFirstItem,
  setAccordionItem,
  toggleAccordionItem,
} from './accordion-state';

interface Item {
  button: HTMLButtonElement;
  region: HTMLElement;
  /** The value `hidden` takes when the item closes: the server's, else "until-found". */
  closedValue: string;
  animating: boolean;
}

export function init(element: HTMLElement): Destroy {
  const store = createCleanupStore();
  const items = readItems(element);
  const allowMultiple = ![null, 'false'].includes(element.getAttribute('data-allow-multiple'));
  let open = items.map((item) => item.button.getAttribute('aria-expanded') === 'true');

  const show = (next: boolean[], animate: boolean) => {
    const duration = animate && !prefersReducedMotion() ? ACCORDION_ANIMATION_MS : 0;
    next.forEach((value, index) => {
      if (value !== open[index]) render(items[index]!, value, duration, store);
    });
    open = next;
  };

  const first = expandedFirstItem(element.getAttribute('data-expanded-first-item'));
  if (first !== undefined && items.length > 0)
    show(setAccordionItem(open, 0, first, allowMultiple), false);

  const hint = () => {
    const found = accordionHint(
      location.hash,
      element.id,
      items.map((item) => [item.button.id, item.region.id]),
    );
    if (found) show(applyAccordionHint(open, found, allowMultiple), false);
  };
  hint();
  store.listen(window, 'hashchange', hint);

  items.forEach((item, index) => {
    store.listen(item.button, 'click', () => {
      // spec 002 §4: while animating, the item ignores clicks.
      if (!item.animating) show(toggleAccordionItem(open, index, allowMultiple), true);
    });
    store.listen(item.button, 'keydown', (event: KeyboardEvent) => {
      const next = rovingIndex(event.key, index, items.length, 'vertical');
      if (next === undefined) return;
      event.preventDefault();
      items[next]!.button.focus();
    });
    // Find-in-page reveals a region hidden "until-found": the item opens with it.
    store.listen(item.region, 'beforematch', () => {
      if (!open[index]) show(setAccordionItem(open, index, true, allowMultiple), false);
    });
  });
  return () => store.clear();
}

function readItems(element: HTMLElement): Item[] {
  const items: Item[] = [];
  for (const button of element.querySelectorAll<HTMLButtonElement>('button[aria-controls]')) {
    const id = button.getAttribute('aria-controls') ?? '';
    const region = element.ownerDocument.getElementById(id);
    if (!region) {
      console.warn(`[tessera] accordion: no region with the id "${id}" of aria-controls`, button);
      continue;
    }
    const closedValue = region.getAttribute('hidden') || 'until-found';
    items.push({ button, region, closedValue, animating: false });
  }
  return items;
}

/** Opens or closes one item; with a duration, animates its height and ignores clicks meanwhile. */
function render(item: Item, value: boolean, duration: number, store: CleanupStore): void {
  const { button, region } = item;
  store.attribute(button, 'aria-expanded', String(value));
  if (value) store.attribute(region, 'hidden', null);
  let animation: Animation | undefined;
  const settle = () => {
    item.animating = false;
    if (!value) store.attribute(region, 'hidden', item.closedValue);
    // Held at its last frame (fill) until the region's own state takes over: no flash.
    animation?.cancel();
  };
  if (duration === 0) {
    settle();
    return;
  }
  item.animating = true;
  const height = `${region.scrollHeight}px`;
  animation = region.animate?.(
    [
      { height: value ? '0px' : height, overflow: 'hidden' },
      { height: value ? height : '0px', overflow: 'hidden' },
    ],
    { duration, easing: 'ease', fill: 'both' },
  );
  store.timeout(settle, duration);
  store.add(() => animation?.cancel());
}
