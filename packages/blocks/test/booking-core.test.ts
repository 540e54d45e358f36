import { describe, expect, it } from 'vitest';
import { bookingMessages } from '../src/booking/booking-messages';
import { bookingDefaults, parseBookingOptions } from '../src/booking/booking-options';
import {
  BOOKING_WIDE_ABOVE,
  bookingScriptUrl,
  bookingTheme,
  TOCK_COLUMN_MAX_WIDTH,
  tockLayout,
} from '../src/booking/booking-rules';

describe('table-booking rules (spec 002 §7, §9)', () => {
  it('wide above 850 px, else standard', () => {
    expect(BOOKING_WIDE_ABOVE).toBe(850);
    expect([0, 849, 850, 850.5, 851, 2000].map(bookingTheme)).toEqual([
      'standard',
      'standard',
      'standard',
      'wide',
      'wide',
      'wide',
    ]);
  });

  it('Tock: column at 750 px or less, else row', () => {
    expect(TOCK_COLUMN_MAX_WIDTH).toBe(750);
    expect([0, 749, 750, 750.5, 751].map(tockLayout)).toEqual([
      'column',
      'column',
      'column',
      'row',
      'row',
    ]);
  });

  it('the script URL carries iframe, overlay and theme, replacing configured ones', () => {
    expect(
      bookingScriptUrl(
        'https://booking.example/widget/reservation/loader?rid=1234&theme=tall&lang=en-US',
        { iframe: true, overlay: false, theme: 'wide' },
      ),
    ).toBe(
      'https://booking.example/widget/reservation/loader?rid=1234&theme=wide&lang=en-US&iframe=true&overlay=false',
    );
    expect(
      bookingScriptUrl(
        '/loader.js',
        { iframe: false, overlay: true, theme: 'standard' },
        'http://127.0.0.1:8080/blocks.html',
      ),
    ).toBe('http://127.0.0.1:8080/loader.js?iframe=false&overlay=true&theme=standard');
  });
});

describe('table-booking configuration', () => {
  const url = 'https://booking.example/loader?rid=1';

  it('v2: defaults iframe true, overlay false, purpose functional', () => {
    expect(bookingDefaults).toEqual({ iframe: true, overlay: false, consentPurpose: 'functional' });
    expect(parseBookingOptions({ kind: 'v2', scriptUrl: url })).toEqual({
      options: {
        kind: 'v2',
        scriptUrl: url,
        iframe: true,
        overlay: false,
        business: '',
        consentPurpose: 'functional',
      },
      problems: [],
    });
  });

  it('v1 needs no script; tock needs a script and a business', () => {
    expect(parseBookingOptions({ kind: 'v1' }).options?.kind).toBe('v1');
    expect(parseBookingOptions({ kind: 'v1', scriptUrl: 5 }).options?.scriptUrl).toBe('');
    expect(
      parseBookingOptions({ kind: 'tock', scriptUrl: url, business: 'cafe', iframe: false })
        .options,
    ).toEqual({
      kind: 'tock',
      scriptUrl: url,
      iframe: false,
      overlay: false,
      business: 'cafe',
      consentPurpose: 'functional',
    });
    expect(parseBookingOptions({ kind: 'tock', scriptUrl: url }).problems).toEqual([
      'business must be the business name, got nothing',
    ]);
    expect(parseBookingOptions({ kind: 'tock', scriptUrl: url, business: '' }).problems).toEqual([
      'business must be the business name, got ""',
    ]);
  });

  it('a relative script URL resolves against the page; other schemes are refused', () => {
    expect(parseBookingOptions({ kind: 'v2', scriptUrl: '/fake.js' }).problems).toEqual([]);
    expect(parseBookingOptions({ kind: 'v2', scriptUrl: 'javascript:alert(1)' }).problems).toEqual([
      'scriptUrl must be an http or https URL, got "javascript:alert(1)"',
    ]);
    expect(parseBookingOptions({ kind: 'v2', scriptUrl: 'http://[' }).problems).toHaveLength(1);
    expect(parseBookingOptions({ kind: 'v2' }).problems).toEqual([
      'scriptUrl must be an http or https URL, got nothing',
    ]);
  });

  it('names every field of the wrong kind, and gives no options then', () => {
    expect(
      parseBookingOptions({
        kind: 'v3',
        iframe: 'yes',
        overlay: 1,
        consentPurpose: 'necessary',
      }),
    ).toEqual({
      problems: [
        'kind must be "v1", "v2" or "tock", got "v3"',
        'scriptUrl must be an http or https URL, got nothing',
        'iframe must be true or false, got "yes"',
        'overlay must be true or false, got 1',
        'consentPurpose must be "functional", "analytics" or "marketing", got "necessary"',
      ],
    });
    expect(parseBookingOptions().problems).toEqual([
      'kind must be "v1", "v2" or "tock", got nothing',
      'scriptUrl must be an http or https URL, got nothing',
    ]);
    expect(
      parseBookingOptions({ kind: 'v1', consentPurpose: 'marketing' }).options?.consentPurpose,
    ).toBe('marketing');
  });

  it('the strings: the spec title word for word, and the consent placeholder', () => {
    expect(bookingMessages).toEqual({
      previewOnlyTitle: 'Preview Only',
      previewOnlyMessage:
        'You are logged in to your account. Please log out of your account in order to use the reservation block.',
      placeholderText: 'This content is blocked until you accept cookies.',
      placeholderLoad: 'Load content',
      placeholderAcceptAll: 'Accept cookies',
    });
  });
});
