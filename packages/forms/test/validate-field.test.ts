import { describe, expect, it } from 'vitest';
import { formMessages, isValidUsZip, validateField } from '../src';

const EMAIL_MESSAGE =
  'Email is not valid. Email addresses should follow the format name@example.com.';

describe('validateField (spec 000 §5, 002 §5)', () => {
  it('section items are always valid', () => {
    expect(validateField({ type: 'section', value: '', required: true, maxLength: 1 })).toBe(
      undefined,
    );
  });

  describe('maximum length', () => {
    it('longer than the maximum: "You have exceeded the character limit."', () => {
      expect(
        validateField({ type: 'textarea', value: 'abcdef', required: false, maxLength: 5 }),
      ).toBe('You have exceeded the character limit.');
    });
    it('exactly the maximum passes', () => {
      expect(
        validateField({ type: 'textarea', value: 'abcde', required: false, maxLength: 5 }),
      ).toBe(undefined);
    });
    it('an empty optional field passes', () => {
      expect(validateField({ type: 'text', value: '', required: false, maxLength: 5 })).toBe(
        undefined,
      );
    });
    it('a list or likert value has no length of its own', () => {
      expect(
        validateField({ type: 'checkbox', value: ['a', 'b', 'c'], required: false, maxLength: 2 }),
      ).toBe(undefined);
      expect(validateField({ type: 'name', value: ['Ada'], required: false, maxLength: 1 })).toBe(
        undefined,
      );
    });
    it('a 0 maximum means no maximum', () => {
      expect(validateField({ type: 'text', value: 'abc', required: false, maxLength: 0 })).toBe(
        undefined,
      );
    });
  });

  describe('email-class fields', () => {
    it('an invalid email: the spec message with the format filled in', () => {
      expect(validateField({ type: 'email', value: 'not-an-email', required: false })).toBe(
        EMAIL_MESSAGE,
      );
    });
    it('a valid email passes', () => {
      expect(validateField({ type: 'email', value: 'ada@example.com', required: true })).toBe(
        undefined,
      );
    });
    it('optional and empty passes, blank too', () => {
      expect(validateField({ type: 'email', value: '', required: false })).toBe(undefined);
      expect(validateField({ type: 'email', value: '   ', required: false })).toBe(undefined);
    });
    it('the address is judged without surrounding white space', () => {
      expect(validateField({ type: 'email', value: ' ada@example.com ', required: true })).toBe(
        undefined,
      );
    });
    it('required and empty: invalid, with the email message', () => {
      expect(validateField({ type: 'email', value: '', required: true })).toBe(EMAIL_MESSAGE);
    });
    it('the {email} format comes from the catalogue', () => {
      const messages = { ...formMessages, emailFormat: 'you@site.org' };
      expect(validateField({ type: 'email', value: 'x', required: true }, messages)).toBe(
        'Email is not valid. Email addresses should follow the format you@site.org.',
      );
    });
  });

  describe('US zip: exactly 5 digits', () => {
    const address = (zip: string, country: string) => [
      '1 Main St',
      '',
      'Springfield',
      'IL',
      zip,
      country,
    ];
    it.each(['US', 'USA', 'United States', 'united states of america', ' U.S. ', 'U.S.A.'])(
      'a 4-digit zip in %s is invalid',
      (country) => {
        expect(
          validateField({ type: 'address', value: address('6270', country), required: false }),
        ).toBe('Zip code must be exactly 5 digits.');
      },
    );
    it.each(['627011', '6270a', '62 70', '62701-1234'])('%s is not 5 digits', (zip) => {
      expect(isValidUsZip(zip)).toBe(false);
      expect(validateField({ type: 'address', value: address(zip, 'US'), required: false })).toBe(
        'Zip code must be exactly 5 digits.',
      );
    });
    it('5 digits pass', () => {
      expect(isValidUsZip('62701')).toBe(true);
      expect(
        validateField({ type: 'address', value: address('62701', 'US'), required: true }),
      ).toBe(undefined);
    });
    it('a zip is judged without surrounding white space', () => {
      expect(
        validateField({ type: 'address', value: address(' 62701 ', 'US'), required: false }),
      ).toBe(undefined);
    });
    it('an empty zip is left to the required rule', () => {
      expect(validateField({ type: 'address', value: address('', 'US'), required: false })).toBe(
        undefined,
      );
      expect(validateField({ type: 'address', value: address(' ', 'US'), required: false })).toBe(
        undefined,
      );
    });
    it('an address without zip or country parts has no zip rule', () => {
      expect(
        validateField({ type: 'address', value: ['1 Main St', '', 'Springfield'], required: true }),
      ).toBe(undefined);
      expect(
        validateField({
          type: 'address',
          value: ['1 Main St', '', 'Springfield', 'IL', '123'],
          required: true,
        }),
      ).toBe(undefined);
    });
    it('only an address has a zip: other lists and text are not read as addresses', () => {
      const parts = ['a', 'b', 'c', 'd', '123', 'US'];
      expect(validateField({ type: 'name', value: parts, required: false })).toBe(undefined);
      expect(validateField({ type: 'text', value: 'abcd1US', required: false })).toBe(undefined);
    });
    it('other countries keep their own postcode formats', () => {
      expect(
        validateField({
          type: 'address',
          value: address('SW1A 1AA', 'United Kingdom'),
          required: true,
        }),
      ).toBe(undefined);
    });
  });

  describe("the control's type (the browser constraint, our message)", () => {
    it('a value the browser cannot read as its type', () => {
      expect(
        validateField({ type: 'website', value: 'not a url', required: false, typeMismatch: true }),
      ).toBe('This entry is not in the expected format.');
    });
    it('comes before the required rule (bad input in a number reads as empty)', () => {
      expect(validateField({ type: 'number', value: '', required: true, typeMismatch: true })).toBe(
        'This entry is not in the expected format.',
      );
    });
    it("an email-class field follows the spec's grammar, not the browser's", () => {
      expect(
        validateField({
          type: 'email',
          value: 'zoë@example.com',
          required: true,
          typeMismatch: true,
        }),
      ).toBe(undefined);
    });
  });

  describe('required (the browser constraint, our message)', () => {
    it.each([
      ['text', ''],
      ['text', '   '],
      ['name', ['', '']],
      ['checkbox', []],
      ['radio', ''],
      ['likert', { Speed: '5', Price: '' }],
    ] as const)('%s empty: "This field is required."', (type, value) => {
      expect(validateField({ type, value: value as never, required: true })).toBe(
        'This field is required.',
      );
    });
    it('a control the browser finds missing', () => {
      expect(
        validateField({ type: 'name', value: ['Ada', ''], required: true, valueMissing: true }),
      ).toBe('This field is required.');
    });
    it('optional and empty passes', () => {
      expect(validateField({ type: 'checkbox', value: [], required: false })).toBe(undefined);
    });
    it('a list of blank parts is empty; one filled part is not', () => {
      expect(validateField({ type: 'name', value: ['  ', ' '], required: true })).toBe(
        'This field is required.',
      );
      expect(validateField({ type: 'name', value: ['', 'Lovelace'], required: true })).toBe(
        undefined,
      );
    });
    it('a likert with every question answered passes', () => {
      expect(
        validateField({ type: 'likert', value: { Speed: '5', Price: '1' }, required: true }),
      ).toBe(undefined);
      expect(
        validateField({ type: 'likert', value: { Speed: '', Price: '' }, required: true }),
      ).toBe('This field is required.');
    });
    it('a filled text passes; neither check nor type is judged when not asked', () => {
      expect(validateField({ type: 'text', value: 'x', required: true })).toBe(undefined);
      expect(
        validateField({
          type: 'text',
          value: 'x',
          required: true,
          valueMissing: false,
          typeMismatch: false,
        }),
      ).toBe(undefined);
    });
  });
});
