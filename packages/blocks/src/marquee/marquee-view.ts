/**
 * The marquee's DOM: the SVG that draws the text along the wave (hidden from assistive
 * technology, since it repeats the text), the pause button, and the server's text kept for
 * screen readers only. Every change goes through the block's cleanup store.
 */
import type { CleanupStore } from '@tessera/runtime';
import { marqueeMessages } from './marquee-messages';
import { copiesNeeded } from './marquee-motion';
import type { MarqueeOptions } from './marquee-options';
import { wavePath } from './wave-path';

const SVG = 'http://www.w3.org/2000/svg';
/** Space between copies of the text: two em spaces. */
const GAP = '\u2003\u2003';
let pathCount = 0;

export interface MarqueeView {
  button: HTMLButtonElement;
  /** Draws the path for the block's current width; returns one copy's length (px). */
  layout(): number;
  /** Moves the text `phase` px along the path (to the left of its start). */
  moveTo(phase: number): void;
}

/** The visually hidden pattern: still read by screen readers, once. Set property by property
 * through the store (the CSSOM, which a strict Content-Security-Policy allows); the store puts
 * the server's style attribute back on destroy. */
const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';

function svgElement<K extends keyof SVGElementTagNameMap>(doc: Document, name: K) {
  return doc.createElementNS(SVG, name) as SVGElementTagNameMap[K];
}

/** Builds the SVG and the button after the server's text element, which it hides visually. */
export function createMarqueeView(
  element: HTMLElement,
  textElement: HTMLElement,
  text: string,
  options: MarqueeOptions,
  store: CleanupStore,
): MarqueeView {
  const doc = element.ownerDocument;
  // The server's text line, before it is hidden: the wave takes at least its height.
  const textHeight = textElement.offsetHeight;
  const fontSize = Number.parseFloat(getComputedStyle(element).fontSize) || 16;
  const svg = svgElement(doc, 'svg');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('data-part', 'marquee-wave');
  // Through the CSSOM, which a Content-Security-Policy without 'unsafe-inline' styles allows.
  svg.style.cssText = 'display:block;width:100%;overflow:hidden;fill:currentColor';
  const path = svgElement(doc, 'path');
  path.id = `tessera-marquee-${++pathCount}`;
  path.setAttribute('fill', 'none');
  const textNode = svgElement(doc, 'text');
  const textPath = svgElement(doc, 'textPath');
  textPath.setAttribute('href', `#${path.id}`);
  const defs = svgElement(doc, 'defs');
  defs.append(path);
  textNode.append(textPath);
  svg.append(defs, textNode);
  const button = doc.createElement('button');
  button.type = 'button';
  button.setAttribute('data-part', 'marquee-pause');
  button.setAttribute('aria-pressed', 'false');
  button.textContent = marqueeMessages.pause;
  textElement.after(svg, button);
  store.add(() => {
    svg.remove();
    button.remove();
  });
  for (const declaration of VISUALLY_HIDDEN.split(';')) {
    const [property, value] = declaration.split(':') as [string, string];
    store.style(textElement, property, value);
  }
  const copy = text + GAP;

  return {
    button,
    layout() {
      const geometry = wavePath(element.clientWidth, options, fontSize);
      path.setAttribute('d', geometry.d);
      svg.setAttribute('viewBox', `0 0 ${geometry.width} ${geometry.height}`);
      // As tall as the server's text line, when the wave fits in it: no layout shift.
      svg.setAttribute('height', String(Math.max(geometry.height, textHeight)));
      textPath.textContent = copy;
      // Engines without SVG text layout (jsdom) get an estimate of 0.6 em per character.
      const copyLength = textNode.getComputedTextLength?.() || copy.length * fontSize * 0.6;
      const pathLength = path.getTotalLength?.() || geometry.span;
      textPath.textContent = copy.repeat(copiesNeeded(pathLength, copyLength));
      return copyLength;
    },
    moveTo(phase) {
      textPath.setAttribute('startOffset', String(Math.round(-phase * 100) / 100));
    },
  };
}
