/**
 * The pricing toggle of a member-access page (spec 002 §2, §4): two options, each a button with
 * `aria-pressed`; choosing one flips `aria-pressed` and the selected class on both and shows the
 * prices and join buttons of that option only. The server renders one option chosen:
 *
 *   <div data-block="pricing-toggle">
 *     <div role="group" aria-label="Billing">
 *       <button type="button" data-pricing-option="monthly" aria-pressed="true" class="tessera-pricing-selected">Monthly</button>
 *       <button type="button" data-pricing-option="annual" aria-pressed="false">Annual</button>
 *     </div>
 *     <p data-pricing-show="monthly">€9 a month</p>  <a data-pricing-show="monthly" href="…">Join</a>
 *     <p data-pricing-show="annual" hidden>€90 a year</p>  <a data-pricing-show="annual" href="…" hidden>Join</a>
 *   </div>
 */
import { createCleanupStore, type Destroy } from '@tessera/runtime';

/** The class of the chosen option's button (spec 002 §4: "the selected class"). */
export const PRICING_SELECTED_CLASS = 'tessera-pricing-selected';

/** What one option shows: its own prices and join buttons, and none of the other's. */
export function pricingVisibility(shownFor: readonly string[], option: string): boolean[] {
  return shownFor.map((value) => value === option);
}

export function init(element: HTMLElement): Destroy {
  const store = createCleanupStore();
  const buttons = [...element.querySelectorAll<HTMLElement>('[data-pricing-option]')];
  const shown = [...element.querySelectorAll<HTMLElement>('[data-pricing-show]')];
  const choose = (chosen: HTMLElement) => {
    const option = chosen.getAttribute('data-pricing-option') ?? '';
    for (const button of buttons) {
      const selected = button === chosen;
      store.attribute(button, 'aria-pressed', String(selected));
      store.attribute(button, 'class', classWith(button, selected));
    }
    const visible = pricingVisibility(
      shown.map((item) => item.getAttribute('data-pricing-show') ?? ''),
      option,
    );
    shown.forEach((item, index) => {
      store.attribute(item, 'hidden', visible[index] ? null : '');
    });
  };
  const start = buttons.find((button) => button.getAttribute('aria-pressed') === 'true');
  if (start ?? buttons[0]) choose((start ?? buttons[0])!);
  for (const button of buttons) store.listen(button, 'click', () => choose(button));
  return () => store.clear();
}

/** The button's class list with or without the selected class (null when it ends up empty). */
function classWith(button: HTMLElement, selected: boolean): string | null {
  const names = (button.getAttribute('class') ?? '')
    .split(/\s+/)
    .filter((name) => name !== '' && name !== PRICING_SELECTED_CLASS);
  if (selected) names.push(PRICING_SELECTED_CLASS);
  return names.length > 0 ? names.join(' ') : null;
}
