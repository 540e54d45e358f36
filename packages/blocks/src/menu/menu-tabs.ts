/**
 * The menu block's tabs (spec 002 §2, §4 "Menu tabs"; WAI-ARIA Authoring Practices tabs pattern
 * with manual activation). The server renders the pattern with its state, and a CSS rule for
 * pages without scripting shows the panels as stacked sections (docs/markup.md):
 *
 *   <div data-block="menu">
 *     <div role="tablist" aria-label="Menus">
 *       <button type="button" role="tab" id="lunch-tab" aria-selected="true" aria-controls="lunch">Lunch</button>
 *       <button type="button" role="tab" id="dinner-tab" aria-selected="false" aria-controls="dinner" tabindex="-1">Dinner</button>
 *     </div>
 *     <section role="tabpanel" id="lunch" aria-labelledby="lunch-tab" tabindex="0">…</section>
 *     <section role="tabpanel" id="dinner" aria-labelledby="dinner-tab" tabindex="0" hidden>…</section>
 *   </div>
 *
 * One menu visible at a time; the arrow keys move focus along the tabs and wrap, Home and End go
 * to the ends; Enter, Space and a click select (roving tabindex: only the selected tab is in the
 * tab sequence).
 */
import { createCleanupStore, type Destroy } from '@tessera/runtime';
import { rovingIndex } from '../shared/roving-focus';

interface Tab {
  tab: HTMLElement;
  panel: HTMLElement;
}

export function init(element: HTMLElement): Destroy {
  const store = createCleanupStore();
  const tabs = readTabs(element);
  const selectedAtStart = tabs.findIndex(({ tab }) => tab.getAttribute('aria-selected') === 'true');

  const select = (selected: number) => {
    tabs.forEach(({ tab, panel }, index) => {
      store.attribute(tab, 'aria-selected', String(index === selected));
      store.attribute(tab, 'tabindex', index === selected ? null : '-1');
      store.attribute(panel, 'hidden', index === selected ? null : '');
    });
  };
  if (tabs.length > 0) select(Math.max(selectedAtStart, 0));

  tabs.forEach(({ tab }, index) => {
    store.listen(tab, 'click', () => select(index));
    store.listen(tab, 'keydown', (event: KeyboardEvent) => {
      const next = rovingIndex(event.key, index, tabs.length, 'horizontal');
      if (next !== undefined) {
        event.preventDefault();
        tabs[next]!.tab.focus();
      } else if (tab.tagName !== 'BUTTON' && (event.key === 'Enter' || event.key === ' ')) {
        // A tab that is no button still selects on Enter and Space (spec 002 §4).
        event.preventDefault();
        select(index);
      }
    });
  });
  return () => store.clear();
}

function readTabs(element: HTMLElement): Tab[] {
  const tabs: Tab[] = [];
  for (const tab of element.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const id = tab.getAttribute('aria-controls') ?? '';
    const panel = element.ownerDocument.getElementById(id);
    if (panel) tabs.push({ tab, panel });
    else console.warn(`[tessera] menu: no panel with the id "${id}" of aria-controls`, tab);
  }
  return tabs;
}
