// @tessera/blocks: the public exports of the content blocks (issue 15). Each block's module is
// an entry of its own (see package.json); this index holds the pure cores and constants.
export {
  ACCORDION_ANIMATION_MS,
  type AccordionHint,
  accordionHint,
  applyAccordionHint,
  expandedFirstItem,
  setAccordionItem,
  toggleAccordionItem,
} from './accordion/accordion-state';
export { bookingMessages } from './booking/booking-messages';
export {
  type BookingKind,
  type BookingOptions,
  bookingDefaults,
  type ParsedBookingOptions,
  parseBookingOptions,
} from './booking/booking-options';
export {
  BOOKING_WIDE_ABOVE,
  type BookingTheme,
  bookingScriptUrl,
  bookingTheme,
  TOCK_COLUMN_MAX_WIDTH,
  type TockLayout,
  tockLayout,
} from './booking/booking-rules';
export {
  type ButtonBlockConfig,
  type ButtonCensusPayload,
  type ButtonMarkup,
  buttonCensusPayload,
} from './button/button-census';
export { marqueeMessages } from './marquee/marquee-messages';
export {
  copiesNeeded,
  MARQUEE_MAX_COPIES,
  type MarqueeStop,
  nextPhase,
} from './marquee/marquee-motion';
export {
  MARQUEE_BASE_SPEED,
  MARQUEE_MAX_SPEED,
  MARQUEE_MIN_WIDTH,
  MARQUEE_SEGMENT_WIDTH_MAX,
  MARQUEE_SEGMENT_WIDTH_MIN,
  type MarqueeDirection,
  type MarqueeOptions,
  marqueeDefaults,
  type ParsedMarqueeOptions,
  parseMarqueeOptions,
} from './marquee/marquee-options';
export { segmentWidth, type WaveGeometry, wavePath } from './marquee/wave-path';
export {
  ANIMATION_STATE_ATTRIBUTE,
  ANIMATION_THRESHOLDS,
  DEFAULT_ANIMATION_RATIO,
  parseAnimationRatio,
} from './page-effects/block-animation';
export {
  parseTimesinceDate,
  RELATIVE_TIME_REFRESH_MS,
  relativeTime,
  relativeTimeMessages,
} from './page-effects/relative-time';
export {
  minimumFontSize,
  shrunkFontSize,
  TEXT_MIN_REM,
  TEXT_SHRINK_DEBOUNCE_MS,
  TEXT_SHRINK_MIN_PX,
} from './page-effects/text-shrink';
export { PRICING_SELECTED_CLASS, pricingVisibility } from './pricing/pricing-toggle';
export { type Orientation, rovingIndex } from './shared/roving-focus';
