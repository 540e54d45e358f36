import { fieldErrorsOf } from '../contract/field-errors';
import { isJsonObject } from '../is-json-object';
import { ApiError, type ApiErrorCode } from './api-error';
import { type ApiMessages, formatMessage, messageForStatus } from './messages';
import type { Attempt } from './send-attempt';

/** What a call's answer comes to: its data, or the error the call rejects with. */
export type Answer = { ok: true; data: unknown } | { ok: false; error: ApiError };

type Fail = (code: ApiErrorCode, message: string, data?: unknown) => Answer;

/** A text answer that is not JSON: a proxy's HTML error page still gets its status's message. */
function unparsable(response: Response, url: string, messages: ApiMessages, cause: Error): Answer {
  const fail = failWith({ response }, url);
  if (!response.ok) {
    return fail('http', messageForStatus(response.status, messages) ?? messages.unableToConnect);
  }
  return fail('parse', formatMessage(messages.parseError, { url, message: cause.message }));
}

/** The spec 000 §8 order: loginRequired, crumbFail, authorizationFail, then the rest. */
function judge(response: Response, data: unknown, messages: ApiMessages, fail: Fail): Answer {
  const record = isJsonObject(data) ? data : {};
  if (record.loginRequired) return fail('loginRequired', messages.unauthorized, data);
  if (record.crumbFail) return fail('crumbFail', messages.unauthorized, data);
  if (record.authorizationFail) return fail('authorizationFail', messages.unauthorized, data);
  const hasError = record.error !== undefined && record.error !== null && record.error !== false;
  if (response.ok && !hasError && !fieldErrorsOf(data)) return { ok: true, data };
  const message = !response.ok
    ? (messageForStatus(response.status, messages) ?? messages.unableToConnect)
    : typeof record.error === 'string' && record.error !== ''
      ? record.error
      : messages.unableToConnect;
  return fail('http', message, data);
}

function failWith(result: Attempt, url: string): Fail {
  return (code, message, data) => ({
    ok: false,
    error: new ApiError(message, {
      code,
      status: result.response?.status ?? 0,
      url,
      data,
      fieldErrors: fieldErrorsOf(data),
      cause: result.error,
    }),
  });
}

/**
 * Reads an attempt's answer (spec 000 §8): no answer is 'Unable to connect…'; a body that is
 * not JSON, a flag (loginRequired, crumbFail, authorizationFail), a failing status, an `error`
 * or `errors` field make an ApiError with the spec's message; anything else is the data.
 */
export async function readAnswer(
  result: Attempt,
  url: string,
  messages: ApiMessages,
): Promise<Answer> {
  const fail = failWith(result, url);
  const response = result.response;
  if (!response) return fail(result.timedOut ? 'timeout' : 'network', messages.unableToConnect);
  const text = await response.text().catch(() => '');
  let data: unknown = {};
  if (text.trim() !== '') {
    try {
      data = JSON.parse(text);
    } catch (parseError) {
      return unparsable(response, url, messages, parseError as Error);
    }
  }
  return judge(response, data, messages, fail);
}
