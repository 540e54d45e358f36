/**
 * The tooltip bubble. Fixed positioning (floating-ui's 'fixed' strategy) because the host is a
 * fixed 0x0 box; visibility is switched after the fade so a hidden tip never takes a click.
 * The bubble is a manual popover (top layer, above modal dialogs): `inset` and `border` undo the
 * popover's own UA box; @starting-style gives the first showing its fade-in too (spec 001 §4).
 */
export const tooltipStyles = `.tooltip{position:fixed;inset:0 auto auto 0;box-sizing:border-box;width:max-content;max-width:min(var(--_tooltip-width),calc(100vw - 2 * var(--_tooltip-margin)));margin:0;padding:6px 10px;border:0;overflow:visible;border-radius:var(--tessera-tooltip-radius,6px);background:var(--_bg);color:var(--_fg);box-shadow:0 4px 14px rgba(0,0,0,.22);font-size:13px;line-height:1.4;overflow-wrap:anywhere;pointer-events:none;opacity:0;visibility:hidden;transition:opacity var(--_tooltip-fade) ease,visibility 0s linear var(--_tooltip-fade)}
.tooltip[data-state=open]{opacity:1;visibility:visible;pointer-events:auto;transition:opacity var(--_tooltip-fade) ease,visibility 0s}
@starting-style{.tooltip[data-state=open]{opacity:0}}
@media (prefers-reduced-motion:reduce){.tooltip,.tooltip[data-state=open]{transition:none}}`;
