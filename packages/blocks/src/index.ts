// @tessera/blocks: the public exports of the content blocks (issue 15). Each block's module is
// an entry of its own (see package.json); this index holds the pure cores and constants.
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
