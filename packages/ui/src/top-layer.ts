/**
 * Puts `element` (a `popover="manual"` element) at the top of the top layer, above any modal
 * dialog opened before it: a tooltip on a button inside a dialog would otherwise render under
 * that dialog and its backdrop, whatever the host's z-index (the top layer ignores z-index).
 * A browser without the Popover API keeps the host's stacking from z-index 30000.
 */
export function raiseToTopLayer(element: HTMLElement): void {
  if (typeof element.showPopover !== 'function' || !element.isConnected) return;
  // The top layer is ordered by when an element entered it: leave and re-enter to be last.
  if (element.matches(':popover-open')) element.hidePopover();
  element.showPopover();
}
