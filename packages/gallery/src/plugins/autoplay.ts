/**
 * Autoplay as a plugin (spec 001 §4 "Autoplay", WCAG 2.2.2): off with ?nomotion=true and under
 * prefers-reduced-motion; every timeout; random mode; paused while the pointer is over the gallery,
 * its controls or configured elements (not with touch, which has no hover), while keyboard focus is
 * inside, while a video shows, while the page is hidden, and by the visible pause button.
 */
import { type Autoplay, createAutoplay } from '../autoplay';
import { autoplayAllowed, nextAutoplayIndex } from '../autoplay-rules';
import type { GalleryContext, GalleryPlugin } from '../engine';

export const autoplayPlugin: GalleryPlugin = (context) => {
  const { element, view, options, slides, slideIndex, store, emitter } = context;
  const reducedMotion = view.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const enabled =
    context.interactive &&
    options.autoplay &&
    slideIndex.count > 1 &&
    autoplayAllowed({ url: view.location.href, reducedMotion });
  let pauseButton: HTMLButtonElement | null = null;

  const advance = () => {
    if (options.randomize) {
      slideIndex.goTo(
        nextAutoplayIndex(slideIndex.index, slideIndex.count, true, context.environment.random),
      );
    } else if (slideIndex.next().kind === 'reached-end') slideIndex.goTo(0);
  };
  // Declared first: createAutoplay reports its first state before it returns.
  let created: Autoplay | undefined;
  const autoplay: Autoplay = createAutoplay({
    enabled,
    timeout: options.autoplayTimeout,
    store,
    onTick: () => {
      context.fromAutoplay = true;
      try {
        advance();
      } finally {
        context.fromAutoplay = false;
      }
    },
    onStateChange: (running) => {
      emitter.emit('autoplay', { running });
      if (pauseButton) {
        const paused = created?.reasons.has('user') ?? false;
        pauseButton.setAttribute('aria-label', paused ? options.labels.play : options.labels.pause);
        pauseButton.setAttribute('data-state', paused ? 'paused' : 'playing');
      }
      if (created) context.updateState();
    },
  });
  created = autoplay;
  context.autoplay = autoplay;
  if (!enabled) return;

  // Any change restarts the countdown; a showing video stops autoplay until it is left.
  context.onChange.add(() => autoplay.restart());
  const videoCheck = () => {
    const current = slides[slideIndex.index * context.perRow()];
    if (context.perRow() === 1 && current?.type === 'video') autoplay.pause('video');
    else autoplay.resume('video');
  };
  context.onState.add(videoCheck);

  pauseOnHover(context, autoplay);
  store.listen(element, 'focusin', () => autoplay.pause('focus'));
  store.listen(element, 'focusout', (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !element.contains(next)) autoplay.resume('focus');
  });
  const doc = element.ownerDocument;
  store.listen(doc, 'visibilitychange', () =>
    doc.hidden ? autoplay.pause('hidden') : autoplay.resume('hidden'),
  );

  // WCAG 2.2.2: a visible pause control whenever autoplay runs.
  pauseButton = element.querySelector<HTMLButtonElement>('[data-part="pause"]');
  if (!pauseButton) {
    const created = element.ownerDocument.createElement('button');
    created.type = 'button';
    created.setAttribute('data-part', 'pause');
    // APG carousel pattern: the rotation control comes first in the tab order inside the carousel.
    element.prepend(created);
    store.add(() => created.remove());
    pauseButton = created;
  }
  store.attribute(pauseButton, 'hidden', null);
  store.attribute(pauseButton, 'aria-label', options.labels.pause);
  store.attribute(pauseButton, 'data-state', 'playing');
  store.listen(pauseButton, 'click', () => {
    if (autoplay.reasons.has('user')) autoplay.resume('user');
    else autoplay.pause('user');
  });
  videoCheck();
};

/** Pauses while a mouse or pen is over the gallery or the configured elements (touch has no
 * hover, spec 001 §4). */
function pauseOnHover({ element, view, options, store }: GalleryContext, autoplay: Autoplay): void {
  const hoverable = !(view.matchMedia?.('(hover: none)').matches ?? false);
  const hoverTargets: Element[] = [element];
  for (const selector of options.pauseOnMouseover) {
    try {
      hoverTargets.push(...Array.from(element.ownerDocument.querySelectorAll(selector)));
    } catch {
      console.warn(`[tessera] gallery: pauseOnMouseover selector is not valid: ${selector}`);
    }
  }
  if (hoverable) {
    let inside = 0;
    for (const target of hoverTargets) {
      store.listen(target, 'pointerenter', (event: PointerEvent) => {
        if (event.pointerType === 'touch') return;
        inside++;
        autoplay.pause('hover');
      });
      store.listen(target, 'pointerleave', (event: PointerEvent) => {
        if (event.pointerType === 'touch') return;
        inside = Math.max(0, inside - 1);
        if (inside === 0) autoplay.resume('hover');
      });
    }
  }
}
