/** The data layer's messages, word for word from spec 000 §8. Replace entries to translate. */
export const apiMessages = {
  parseError: 'Internal Error: Unable to parse server response from ({url}) as JSON: {message}',
  unauthorized: 'Unauthorized request',
  internalError: 'Internal server error. Please try again later.',
  unavailable: 'This service is temporarily unavailable. Please try again later.',
  unableToConnect: 'Unable to connect…',
};

export type ApiMessages = typeof apiMessages;

/** Fills `{name}` placeholders. */
export function formatMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The message for a failed HTTP status (spec 000 §8), or undefined for "other" statuses. */
export function messageForStatus(
  status: number,
  messages: ApiMessages = apiMessages,
): string | undefined {
  if (status === 401 || status === 403) return messages.unauthorized;
  if (status === 500 || status === 501) return messages.internalError;
  if (status === 503) return messages.unavailable;
  return undefined;
}
