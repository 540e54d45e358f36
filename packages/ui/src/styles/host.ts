import { OVERLAY_BASE_Z_INDEX } from '../options';

/**
 * The host element's own box. Declarations on `:host` marked !important beat every page rule,
 * even the page's own !important ones (shadow cascade), so a stylesheet that restyles `*`
 * cannot hide, move or re-font the overlays. `all: initial` also stops the page's inherited
 * properties (font, colour, letter spacing) at the boundary; custom properties still pass, which
 * is how themes come in.
 */
export const hostStyles = `:host{all:initial!important;display:block!important;position:fixed!important;top:0!important;left:0!important;width:0!important;height:0!important;overflow:visible!important;visibility:visible!important;opacity:1!important;transform:none!important;filter:none!important;z-index:var(--tessera-z-index,${OVERLAY_BASE_Z_INDEX})!important}
.container{font:15px/1.5 var(--tessera-font,system-ui,sans-serif)}`;
