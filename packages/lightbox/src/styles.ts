/**
 * The lightbox's look, adopted once into the overlay host's shadow root. The kit's Modal is
 * sized for dialogs, so the lightbox widens it to the viewport (`.modal:has(.lightbox)`).
 * The overlay and the content fade on their own, so the dialog itself does not fade in (one
 * layer of opacity less to composite while the first picture arrives). Timings are the spec's (001 §4, §9): overlay 0.3 s at opacity 0.95, then content 0.6 s;
 * scroll 0.4 s on mobile, fade on desktop. Theme through custom properties:
 * --tessera-lightbox-bg, --tessera-lightbox-fg.
 */
import {
  LIGHTBOX_CONTENT_FADE_MS,
  LIGHTBOX_FADE_TRANSITION_MS,
  LIGHTBOX_OVERLAY_FADE_MS,
  LIGHTBOX_OVERLAY_OPACITY,
  LIGHTBOX_SCROLL_TRANSITION_MS,
} from './options';

export const LIGHTBOX_STYLE_KEY = 'lightbox';

export const lightboxStyles = `.modal:has(>.surface>.lightbox){width:100vw;height:100dvh;max-width:none;max-height:none;border:0;border-radius:0;background:transparent;box-shadow:none;overflow:hidden}
.modal:has(>.surface>.lightbox)::backdrop{background:transparent}
.modal:has(>.surface>.lightbox)[data-state=open]{opacity:1;transition:none}
@starting-style{.modal:has(>.surface>.lightbox)[data-state=open]{opacity:1}}
.surface:has(>.lightbox){padding:0;height:100%}
.lightbox{--_lb-bg:var(--tessera-lightbox-bg,#000);--_lb-fg:var(--tessera-lightbox-fg,#fff);position:fixed;inset:0;color:var(--_lb-fg);font:inherit;user-select:none;-webkit-tap-highlight-color:transparent}
.lightbox[data-theme=light]{--_lb-bg:var(--tessera-lightbox-bg,#fff);--_lb-fg:var(--tessera-lightbox-fg,#111)}
.overlay{position:absolute;inset:0;background:var(--_lb-bg);opacity:${LIGHTBOX_OVERLAY_OPACITY};transition:opacity ${LIGHTBOX_OVERLAY_FADE_MS}ms ease}
@starting-style{.overlay{opacity:0}}
.content{position:absolute;inset:0;display:flex;flex-direction:column;opacity:0;transition:opacity ${LIGHTBOX_CONTENT_FADE_MS}ms ease}
[data-phase=content]>.content,[data-phase=open]>.content{opacity:1}
[data-phase=closing]>.overlay,[data-phase=closing]>.content{opacity:0;transition-duration:${LIGHTBOX_OVERLAY_FADE_MS}ms}
.stage{position:relative;flex:1;min-height:0;overflow:hidden;touch-action:none}
.track{position:absolute;inset:0}
.slide{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;margin:0;padding:48px 56px;box-sizing:border-box;opacity:0;visibility:hidden;transition:opacity ${LIGHTBOX_FADE_TRANSITION_MS}ms ease,visibility 0s ${LIGHTBOX_FADE_TRANSITION_MS}ms}
.slide[data-active]{opacity:1;visibility:visible;transition-delay:0s}
[data-transition=scroll] .slide{opacity:1;visibility:visible;padding:48px 0;transition:transform ${LIGHTBOX_SCROLL_TRANSITION_MS}ms ease}
.media{max-width:100%;max-height:100%;object-fit:contain;transform-origin:center;will-change:transform}
.slide[data-zoomed] .media{cursor:grab}
iframe.media{width:min(100%,calc((100dvh - 120px)*16/9));aspect-ratio:16/9;height:auto;border:0;background:#000}
.control{position:absolute;display:grid;place-items:center;width:44px;height:44px;margin:0;padding:0;border:0;border-radius:50%;background:color-mix(in srgb,var(--_lb-bg) 40%,transparent);color:inherit;font:inherit;font-size:26px;line-height:1;cursor:pointer;transition:opacity .2s ease}
.control:focus-visible{outline:2px solid currentColor;outline-offset:2px;opacity:1!important}
.control[disabled]{opacity:.3!important;cursor:default}
.close{top:8px;right:8px}
.arrow{top:50%;transform:translateY(-50%)}
.previous{left:8px}.next{right:8px}
[data-arrows=hidden] .arrow{opacity:0}
.caption-toggle{top:8px;left:8px;width:auto;padding:0 14px;border-radius:22px;font-size:14px}
.bar{display:flex;align-items:center;gap:16px;min-height:40px;padding:8px 16px;box-sizing:border-box}
.meta{flex:1;margin:0;font-size:15px;line-height:1.4;max-height:30vh;overflow:auto}
[data-mobile] .meta:not([data-open]){display:none}
.count{font-size:13px;opacity:.8;font-variant-numeric:tabular-nums}
.strip{display:flex;gap:6px;justify-content:center;padding:0 8px 10px;overflow-x:auto}
.thumb{flex:0 0 auto;width:56px;height:42px;margin:0;padding:0;border:2px solid transparent;border-radius:4px;background:none;cursor:pointer;opacity:.6}
.thumb[aria-current=true]{border-color:currentColor;opacity:1}
.thumb img{width:100%;height:100%;object-fit:cover;border-radius:2px}
@media (prefers-reduced-motion:reduce){.overlay,.content,.slide,.track{transition:none!important}}`;
