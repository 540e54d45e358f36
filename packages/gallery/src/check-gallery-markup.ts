/**
 * The gallery's markup mistakes (docs/markup.md "Markup warnings"), found in the block's chunk:
 * keys its block data does not know or of the wrong kind, a design or a transition its build has
 * no module for, and missing parts (no slides; slides outside a `[data-part="track"]` inside a
 * `[data-part="viewport"]`). The block words them with the lazily imported report (one warning
 * each, once per page) and goes on as before: an unknown design displays as stacked (spec 001
 * §2); an unknown transition is still the spec's thrown 'Could not find transition named' (§8).
 */
import { findConfigMistakes, type MarkupMistake } from '@tessera/runtime';
import { designs } from './design-names';
import { galleryBlockKeys } from './gallery-data-keys';
import { transitionNames } from './transitions';

function unknownValue(key: string, value: unknown, allowed: readonly string[]): MarkupMistake[] {
  return typeof value === 'string' && !allowed.includes(value)
    ? [{ kind: 'unknown-value', key, value, allowed }]
    : [];
}

export function galleryMarkupMistakes(
  element: HTMLElement,
  data: Record<string, unknown>,
): MarkupMistake[] {
  const mistakes = [
    ...findConfigMistakes(data, galleryBlockKeys),
    ...unknownValue('design', data.design, designs),
    ...unknownValue('transition', data.transition, transitionNames),
  ];
  const slide = element.querySelector('[data-slide]');
  if (!slide) mistakes.push({ kind: 'missing-part', part: 'slides (elements with data-slide)' });
  else if (!slide.closest('[data-part="viewport"] [data-part="track"]')) {
    mistakes.push({
      kind: 'missing-part',
      part: 'a [data-part="track"] inside a [data-part="viewport"] around the slides',
    });
  }
  return mistakes;
}
