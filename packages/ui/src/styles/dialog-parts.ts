import { adoptStyles } from '../adopt-styles';

/**
 * The kit's own dialogs' parts (README "Parts"): the system error's lines, the field-error list,
 * the button row and its buttons. Apart from modalStyles, so that an overlay with its own
 * buttons (the lightbox, the cart, the consent preferences) does not download them.
 */
export const dialogPartStyles = `.line{margin:0 0 4px}
.line:last-child{margin-bottom:0}
.list{margin:8px 0 0;padding-left:20px;color:var(--_muted)}
.actions{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:8px;margin-top:20px}
.button{box-sizing:border-box;min-height:36px;margin:0;padding:7px 16px;border:1px solid var(--_accent);border-radius:var(--tessera-button-radius,6px);background:transparent;color:var(--_fg);font:inherit;font-size:14px;font-weight:600;line-height:20px;cursor:pointer}
.button[data-variant=primary]{background:var(--_accent);color:var(--_accent-fg)}
.button:focus-visible{outline:2px solid var(--_accent);outline-offset:2px}`;

/** Adds dialogPartStyles to the overlay host (once); nothing without a document (server rendering). */
export function adoptDialogParts(doc?: Document): void {
  if (doc || typeof document !== 'undefined') adoptStyles('dialog-parts', dialogPartStyles, doc);
}
