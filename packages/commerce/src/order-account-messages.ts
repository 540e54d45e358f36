/**
 * The order account block's strings (ours; the server's page says the same words): a catalogue
 * of its own, as the storefront's first strings are, so that the block's chunk carries these two
 * and not the cart's catalogue. Replace entries to translate.
 */
export const ORDER_ACCOUNT_MESSAGES = {
  /** {email} is the account's. */
  accountCreated: 'Your account is created: you are logged in as {email}.',
  unableToCreateAccount: 'Unable to create the account. Please try again later.',
};
