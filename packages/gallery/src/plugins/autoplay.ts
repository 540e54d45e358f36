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
  const reducedMotion =
    context.view.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const enabled =
    context.interactive &&
    context.options.autoplay &&
    context.slideIndex.count > 1 &&
    autoplayAllowed({ url: context.view.location.href, reducedMotion });
  let pauseButton: HTMLButtonElement | null = null;

  const advance = () => {
    if (context.options.randomize) {
      context.slideIndex.goTo(
        nextAutoplayIndex(
          context.slideIndex.index,
          context.slideIndex.count,
          true,
          context.environment.random,
        ),
      );
    } else if (context.slideIndex.next().kind === 'reached-end') context.slideIndex.goTo(0);
  };
  // Declared first: createAutoplay reports its first state before it returns.
  let created: Autoplay | undefined;
  const autoplay: Autoplay = createAutoplay({
    enabled,
    timeout: context.options.autoplayTimeout,
    store: context.store,
    onTick: () => {
      context.fromAutoplay = true;
      try {
        advance();
      } finally {
        context.fromAutoplay = false;
      }
    },
    onStateChange: (running) => {
      context.emitter.emit('autoplay', { running });
      if (pauseButton) {
        const paused = created?.reasons.has('user') ?? false;
        pauseButton.setAttribute(
          'aria-label',
          paused ? context.options.labels.play : context.options.labels.pause,
        );
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
    const current = context.slides[context.slideIndex.index * context.perRow()];
    if (context.perRow() === 1 && current?.type === 'video') autoplay.pause('video');
    else autoplay.resume('video');
  };
  context.onState.add(videoCheck);

  pauseOnHover(context, autoplay);
  context.store.listen(context.element, 'focusin', () => autoplay.pause('focus'));
  context.store.listen(context.element, 'focusout', (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !context.element.contains(next)) autoplay.resume('focus');
  });
  const doc = context.element.ownerDocument;
  context.store.listen(doc, 'visibilitychange', () =>
    doc.hidden ? autoplay.pause('hidden') : autoplay.resume('hidden'),
  );

  // WCAG 2.2.2: a visible pause control whenever autoplay runs.
  pauseButton = context.element.querySelector<HTMLButtonElement>('[data-part="pause"]');
  if (!pauseButton) {
    const created = doc.createElement('button');
    created.type = 'button';
    created.setAttribute('data-part', 'pause');
    // APG carousel pattern: the rotation control comes first in the tab order inside the carousel.
    context.element.prepend(created);
    context.store.add(() => created.remove());
    pauseButton = created;
  }
  context.store.attribute(pauseButton, 'hidden', null);
  context.store.attribute(pauseButton, 'aria-label', context.options.labels.pause);
  context.store.attribute(pauseButton, 'data-state', 'playing');
  context.store.listen(pauseButton, 'click', () => {
    if (autoplay.reasons.has('user')) autoplay.resume('user');
    else autoplay.pause('user');
  });
  videoCheck();
};

/** Pauses while a mouse or pen is over the gallery or the configured elements (touch has no
 * hover, spec 001 §4). */
function pauseOnHover(context: GalleryContext, autoplay: Autoplay): void {
  const hoverable = !(context.view.matchMedia?.('(hover: none)').matches ?? false);
  const hoverTargets: Element[] = [context.element];
  for (const selector of context.options.pauseOnMouseover) {
    try {
      hoverTargets.push(...Array.from(context.element.ownerDocument.querySelectorAll(selector)));
    } catch {
      console.warn(`[tessera] gallery: pauseOnMouseover selector is not valid: ${selector}`);
    }
  }
  if (hoverable) {
    let inside = 0;
    for (const target of hoverTargets) {
      context.store.listen(target, 'pointerenter', (event: PointerEvent) => {
        if (event.pointerType === 'touch') return;
        inside++;
        autoplay.pause('hover');
      });
      context.store.listen(target, 'pointerleave', (event: PointerEvent) => {
        if (event.pointerType === 'touch') return;
        inside = Math.max(0, inside - 1);
        if (inside === 0) autoplay.resume('hover');
      });
    }
  }
}
