/**
 * The table-booking blocks' strings. The title is the spec's word for word (spec 002 §6); the
 * message says what the spec says it asks (its exact wording is not shown). The placeholder's
 * three strings are @tessera/consent's, repeated here because a block does not import another
 * feature package. Replaceable for translation.
 */
export const bookingMessages = {
  previewOnlyTitle: 'Preview Only',
  previewOnlyMessage:
    'You are logged in to your account. Please log out of your account in order to use the reservation block.',
  placeholderText: 'This content is blocked until you accept cookies.',
  placeholderLoad: 'Load content',
  placeholderAcceptAll: 'Accept cookies',
} as const;
