/**
 * The element the page context travels in (spec 002 §3): the server writes
 * `<script type="application/json" id="tessera-context">` and the runtime reads it.
 */
export const PAGE_CONTEXT_ELEMENT_ID = 'tessera-context';
