/**
 * The button block (spec 002 §2, §7): a link styled as a button, counted by the census. The
 * link works without the script; the script only reports it.
 *
 *   <div data-block="button" data-block-config='{"id":"shop-prints","alignment":"center","size":"large"}'>
 *     <a class="button" href="/store.html">Shop prints</a>
 *   </div>
 */
import {
  type BlockContext,
  CENSUS_BUTTON_CLICK_PATH,
  CENSUS_BUTTON_RENDER_PATH,
  createCleanupStore,
  type Destroy,
  pageFields,
  readBlockConfig,
  track,
} from '@tessera/runtime';
import { type ButtonBlockConfig, buttonCensusPayload, invalidButtonField } from './button-census';

export function init(element: HTMLElement, context?: BlockContext): Destroy {
  let malformed = false;
  const warn = (problem: string) => {
    malformed = true;
    console.warn(`[tessera] ${problem}`, element);
  };
  const config = readBlockConfig<ButtonBlockConfig & Record<string, unknown>>(element, warn) ?? {};
  const invalid = malformed ? undefined : invalidButtonField(config);
  if (invalid) warn(`data-block-config of block "button": "${invalid}" must be a string`);
  const link = element.querySelector<HTMLAnchorElement>('a[href], button');
  if (malformed || !link) return () => {};
  const store = createCleanupStore();
  const payload = () =>
    buttonCensusPayload(
      {
        elementId: element.id,
        text: link.textContent ?? '',
        href: link.getAttribute('href') ?? '',
        target: link.getAttribute('target') ?? '',
      },
      config,
      pageFields(context?.page ?? {}, element.ownerDocument),
    );
  const options = { form: true, page: context?.page, api: context?.api };
  void track(CENSUS_BUTTON_RENDER_PATH, payload(), options);
  store.listen(link, 'click', () => {
    void track(CENSUS_BUTTON_CLICK_PATH, payload(), options);
  });
  return () => store.clear();
}
