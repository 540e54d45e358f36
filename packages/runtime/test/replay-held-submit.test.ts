// @vitest-environment jsdom
// A held submit that no block took is sent as the browser would have sent it, or not at all:
// never to the page itself (an empty action), never to the form's action when the submitter
// names another (formaction), and the form's own attributes are as they were afterwards.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import replayHeldEvent from '../src/blocks/replay-held-event';

let sent: { action: string | null; method: string | null; data: [string, string][] }[];
let error: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  sent = [];
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    sent.push({
      action: this.getAttribute('action'),
      method: this.getAttribute('method'),
      data: [...new FormData(this)].map(([name, value]) => [name, String(value)]),
    });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** A submit as the browser fires it, held (cancelled) by the runtime, then replayed. */
function holdAndReplay(form: HTMLFormElement, submitter: HTMLElement | null = null): void {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
  form.addEventListener('submit', (held) => held.preventDefault(), { once: true });
  form.dispatchEvent(event);
  replayHeldEvent(event);
}

describe('a held submit nobody took', () => {
  it('is not sent to an empty action (the page itself), and says so', () => {
    document.body.innerHTML = '<form action=" "><input name="m" value="typed"></form>';
    holdAndReplay(document.querySelector('form')!);
    expect(sent).toEqual([]);
    expect(error).toHaveBeenCalledOnce();
    expect((document.querySelector('input') as HTMLInputElement).value).toBe('typed');
  });

  it('goes to the submitter’s formaction when the form names none', () => {
    document.body.innerHTML =
      '<form><input name="m" value="typed"><button formaction="/send" formmethod="post">Send</button></form>';
    const form = document.querySelector('form')!;
    holdAndReplay(form, form.querySelector('button'));
    expect(sent).toEqual([{ action: '/send', method: 'post', data: [['m', 'typed']] }]);
    expect(error).not.toHaveBeenCalled();
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual([null, null]);
  });

  it('goes to the submitter’s formaction over the form’s action, and restores the form', () => {
    document.body.innerHTML =
      '<form action="/a" method="get"><input name="m" value="typed"><button formaction="/b" formmethod="post">Send</button></form>';
    const form = document.querySelector('form')!;
    holdAndReplay(form, form.querySelector('button'));
    expect(sent).toEqual([{ action: '/b', method: 'post', data: [['m', 'typed']] }]);
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/a', 'get']);
  });

  it('carries a submitter associated by form="id" from outside', () => {
    document.body.innerHTML =
      '<form id="f" action="/send"><input name="m" value="typed"></form><button form="f" name="choice" value="yes">Send</button>';
    const form = document.querySelector('form')!;
    holdAndReplay(form, document.querySelector('button'));
    expect(sent).toEqual([
      {
        action: '/send',
        method: null,
        data: [
          ['m', 'typed'],
          ['choice', 'yes'],
        ],
      },
    ]);
  });
});
