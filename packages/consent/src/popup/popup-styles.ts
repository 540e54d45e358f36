/**
 * The popup content's own rules (the settings' image and any image of the page's template), in the overlay host's shadow root beside the Modal's. The
 * site's image comes at its own size (an audit found a 1,200 px picture that pushed the dialog
 * to scroll sideways and its form below the fold): it fits the dialog's width and at most 40 %
 * of the screen's height, keeping its ratio, so the form stays in view.
 */
export const popupStyles =
  '[data-part=popup-overlay] img{display:block;max-width:100%;max-height:40vh;width:auto;height:auto;margin:0 auto 12px}';
