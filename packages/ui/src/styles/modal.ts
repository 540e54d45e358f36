import { dialogDefaults } from '../options';

/**
 * The modal's look: the dialog, backdrop, surface, title, message and × that every overlay on
 * the Modal uses (the kit's own dialogs' lines, list and buttons are in dialog-parts.ts). The
 * dialog has no padding of its own: its surface fills it, so a click whose target is the
 * <dialog> itself can only be on the ::backdrop (overlay click). Fades use
 * @starting-style in, a data-state switch out; prefers-reduced-motion turns them off.
 */
export const modalStyles = `.modal{box-sizing:border-box;width:min(var(--_width),calc(100vw - 32px));max-width:none;max-height:calc(100dvh - 32px);margin:auto;padding:0;border:1px solid var(--_border);border-radius:var(--tessera-radius,10px);background:var(--_bg);color:var(--_fg);box-shadow:var(--tessera-shadow,0 12px 40px rgba(0,0,0,.28));font:inherit;overflow:auto;opacity:0;transition:opacity var(--tessera-fade,.3s) ease}
.modal[data-state=open]{opacity:1}
@starting-style{.modal[data-state=open]{opacity:0}}
.modal::backdrop{background:var(--_backdrop,rgba(15,15,20,.55));opacity:0;transition:opacity var(--tessera-fade,.3s) ease}
.modal[data-state=open]::backdrop{opacity:1}
@starting-style{.modal[data-state=open]::backdrop{opacity:0}}
.modal:focus{outline:none}
.surface{position:relative;box-sizing:border-box;padding:var(--tessera-dialog-padding,${dialogDefaults.padding}px)}
.title{margin:0 36px 8px 0;font-size:18px;font-weight:600;line-height:1.3}
.message{margin:0;color:var(--_muted);white-space:pre-line;overflow-wrap:anywhere}
.close:focus-visible{outline:2px solid var(--_accent);outline-offset:2px}
.close{position:absolute;top:8px;right:8px;display:grid;place-items:center;width:32px;height:32px;margin:0;padding:0;border:0;border-radius:50%;background:transparent;color:var(--_fg);font:inherit;font-size:22px;line-height:1;cursor:pointer}
@media (prefers-reduced-motion:reduce){.modal,.modal::backdrop{transition:none}}`;
