/**
 * The stacked (basic) and slideshow designs (spec 001 §4 "Slideshow (stacked)"): every slide in one
 * place, changed with a transition (fade by default, ken-burns, scroll, swipe, new-swipe), a click
 * going next, previous or by side; links ignored, videos do not advance, click-through urls
 * navigate (a bypass event in the editor frame).
 */
import type { DesignModule, GalleryContext, SlideMotion } from '../engine';
import { layoutStacked } from '../layouts/stacked';
import { validateNewSwipe } from '../new-swipe-options';
import { slideshowClickAction } from '../slideshow-click';
import { createTransition } from '../transitions';

function stackedMotion(context: GalleryContext): SlideMotion {
  const transition = createTransition(context.options.transition, context.options.speed);
  // spec 001 §5, checked where the settings matter (so single-design entries do not carry it).
  if (transition.name === 'new-swipe') validateNewSwipe(context.options.newSwipe);
  const slideMotion = transition.motion === 'slide';
  let turn = 0;
  context.store.attribute(context.element, 'data-gallery-motion', transition.motion);
  const at = (index: number) => context.slides[index]?.element;
  const restart = (
    node: HTMLElement,
    property: string,
    from: string,
    to: string,
    timing: string,
  ) => {
    context.store.style(node, 'transition', 'none');
    context.store.style(node, property, from);
    void node.offsetWidth; // commit the start state so the transition runs from it
    context.store.style(node, 'transition', timing);
    context.store.style(node, property, to);
  };
  return {
    draggable: transition.draggable,
    animate(from, to, direction, dragged) {
      const width = Math.max(1, context.width());
      const remaining = 1 - Math.min(1, Math.abs(dragged) / width);
      const duration = transition.duration(remaining, context.windowWidth());
      const outgoing = at(from);
      const incoming = at(to);
      context.store.style(context.element, '--gallery-speed', `${duration}ms`);
      if (slideMotion && outgoing && incoming) {
        // With one or two slides looping, the direction comes from the action, not the indexes.
        const start = `translate3d(${direction * 100 + (dragged / width) * 100}%, 0, 0)`;
        restart(
          incoming,
          'transform',
          start,
          'translate3d(0, 0, 0)',
          `transform ${duration}ms ease`,
        );
        // The outgoing slide stays visible until it has left.
        context.store.style(
          outgoing,
          'transition',
          `transform ${duration}ms ease, visibility 0s linear ${duration}ms`,
        );
        context.store.style(outgoing, 'transform', `translate3d(${-direction * 100}%, 0, 0)`);
      }
      const media = incoming?.querySelector<HTMLElement>('img, picture') ?? incoming;
      if (transition.zoom && media) {
        const zoom = transition.zoom(turn++);
        const timing = `transform ${context.options.autoplayTimeout + duration}ms linear`;
        restart(media, 'transform', `scale(${zoom.from})`, `scale(${zoom.to})`, timing);
      }
      return duration;
    },
    jump(from, to) {
      if (!slideMotion) return;
      for (const index of [from, to]) {
        const slide = at(index);
        if (slide) context.store.style(slide, 'transform', 'none');
      }
    },
    follow(offset) {
      const current = at(context.slideIndex.index);
      if (!current) return;
      context.store.style(current, 'transition', 'none');
      context.store.style(current, 'transform', `translate3d(${offset}px, 0, 0)`);
    },
    snapBack() {
      const current = at(context.slideIndex.index);
      if (!current || !slideMotion) return;
      context.store.style(
        current,
        'transition',
        `transform ${transition.duration(1, context.windowWidth())}ms ease`,
      );
      context.store.style(current, 'transform', 'translate3d(0, 0, 0)');
    },
  };
}

function stackedDesign(name: 'stacked' | 'slideshow'): DesignModule {
  return {
    name,
    interactive: true,
    // The gallery's options whole: the layout reads only its own keys.
    layout: layoutStacked,
    motion: stackedMotion,
    activate(context, slide, event) {
      if (context.options.lightbox && slide.type === 'image' && !slide.clickThroughUrl)
        return false;
      const rect = slide.element.getBoundingClientRect();
      const action = slideshowClickAction({
        behavior: context.options.clickBehavior,
        onLink: false,
        slideType: slide.type,
        clickThroughUrl: slide.clickThroughUrl,
        inEditor: context.options.inEditor,
        x: 'clientX' in event ? event.clientX : rect.right,
        slideLeft: rect.left,
        slideWidth: rect.width,
      });
      if (action.kind === 'move')
        action.direction > 0 ? context.slideIndex.next() : context.slideIndex.previous();
      else if (action.kind === 'navigate') context.environment.navigate(action.url);
      else if (action.kind === 'bypass')
        context.emitter.emit('click-through-bypass', { index: slide.index, url: action.url });
      return true;
    },
  };
}

export const stackedDesignModule: DesignModule = /* @__PURE__ */ stackedDesign('stacked');
export const slideshowDesign: DesignModule = /* @__PURE__ */ stackedDesign('slideshow');
