/** Server markup for jsdom tests, as docs/markup.md describes it. */
export function galleryMarkup(
  config: Record<string, unknown> | string,
  slides: {
    id?: string;
    url?: string;
    type?: string;
    clickThrough?: string;
    link?: boolean;
    video?: boolean;
  }[] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
  controls = true,
): string {
  const json = typeof config === 'string' ? config : JSON.stringify(config);
  const items = slides
    .map(
      (slide, index) =>
        `<figure data-slide${slide.id ? ` data-slide-id="${slide.id}"` : ''}${
          slide.url ? ` data-slide-url="${slide.url}"` : ''
        }${slide.type ? ` data-type="${slide.type}"` : ''}${
          slide.clickThrough ? ` data-click-through-url="${slide.clickThrough}"` : ''
        } data-image-dimensions="1200x800" style="--gallery-aspect:1.5">${
          slide.video
            ? '<div data-part="video"><iframe title="v"></iframe></div>'
            : `<img src="/i${index}.jpg" alt="Image ${index}" width="1200" height="800">`
        }${slide.link ? '<a href="/more">more</a>' : ''}</figure>`,
    )
    .join('');
  const buttons = controls
    ? '<button type="button" data-part="previous">‹</button><button type="button" data-part="next">›</button>'
    : '';
  return `<div data-block="gallery" data-block-config='${json}'><div data-part="viewport"><div data-part="track">${items}</div></div>${buttons}</div>`;
}

/** jsdom has no layout: give every element a width. */
export function fakeWidth(width: number): () => void {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => width,
  });
  return () => {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, 'clientWidth', descriptor);
  };
}

export function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector<HTMLElement>('[data-block="gallery"]')!;
}

export function key(target: Element, keyName: string, keyCode = 0): KeyboardEvent {
  const event = new KeyboardEvent('keydown', {
    key: keyName,
    keyCode,
    bubbles: true,
    cancelable: true,
  });
  target.dispatchEvent(event);
  return event;
}
