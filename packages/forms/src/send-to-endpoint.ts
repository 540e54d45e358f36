/**
 * Sends a form to its own endpoint by fetch (issue 20) and reads the answer. The block imports
 * this module (with endpoint-request and endpoint-answer) as a lazy chunk, only for a form that
 * goes to its own action: pages on the Tessera backend never download it. No automatic
 * retry: a lost answer may hide a stored submission, and an endpoint we do not know may not
 * recognise a repeat. No answer within the time-out, or a network error, keeps the form as it
 * is and tells the visitor; the console names the endpoint and why.
 */
import { readEndpointAnswer } from './endpoint-answer';
import { endpointRequest } from './endpoint-request';
import type { FormMessages } from './form-messages';
import type { FormField } from './read-fields';
import type { SubmissionResult } from './submit-form';

/** `submitter`: the button that submitted (its formaction, …); `json`: the json option. */
export async function sendToEndpoint(
  form: HTMLFormElement,
  submitter: Element | null | undefined,
  json: boolean | undefined,
  fields: readonly FormField[],
  messages: FormMessages,
  timeoutMs: number,
): Promise<SubmissionResult> {
  const request = endpointRequest(form, submitter, json);
  const where = `${request.init.method} ${request.url}`;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await fetch(request.url, { ...request.init, signal: abort.signal });
    const text = await response.text();
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      // An HTML or empty answer: the status says what happened.
    }
    return readEndpointAnswer(response, data, fields, messages, where);
  } catch (error) {
    console.error(
      `[tessera] form: no answer from ${where}: ${
        abort.signal.aborted ? `time-out (${timeoutMs} ms)` : 'network error, or no CORS'
      }`,
      error,
    );
    return { kind: 'message', message: messages.unreachable };
  } finally {
    clearTimeout(timer);
  }
}
