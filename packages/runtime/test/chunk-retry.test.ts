// @vitest-environment jsdom
// Issue 21: a block whose module fails to load is tried again with backoff (1, 2, 4, 8, 16 s) and
// at once when the visitor acts on it; a held submit never goes to a URL that cannot take it.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RETRIES } from '../src/activation/block-instances';
import type { Api } from '../src/api/api';
import type { BlockDefinition, BlockModule } from '../src/blocks/block-definition';
import { createRuntime, type Runtime } from '../src/runtime';

const api = {} as Api;
const created: Runtime[] = [];
/** Lets pending promises settle without moving the fake clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

type Load = BlockDefinition['load'];

function start(load: Load, markup: string, eager = true): Runtime {
  document.body.innerHTML = markup;
  if (eager) document.querySelector('[data-block="a"]')?.setAttribute('data-block-eager', '');
  const runtime = createRuntime({
    context: {},
    api,
    blocks: [{ name: 'a', selector: '[data-block="a"]', load }],
  });
  created.push(runtime);
  void runtime.init();
  return runtime;
}

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /a.js');

/** A submit event as the browser fires it, on the form. */
function submit(form: HTMLFormElement): Event {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
}

const FORM =
  '<form data-block="a"><input name="message" value="typed"><button>Send</button></form>';

let error: ReturnType<typeof vi.spyOn>;
let nativeSubmit: ReturnType<typeof vi.spyOn>;
beforeAll(() => import('../src/blocks/replay-held-event'));
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', undefined);
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
  nativeSubmit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
});
afterEach(() => {
  for (const runtime of created.splice(0)) runtime.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a module that fails to load', () => {
  it('is tried again after 1, 2, 4, 8 and 16 s, then no more on its own', async () => {
    const load = vi.fn<Load>(() => Promise.reject(chunkError()));
    start(load, '<div data-block="a"></div>');
    await settle();
    expect(CHUNK_RETRIES).toBe(5);
    const calls: number[] = [load.mock.calls.length];
    for (const delay of [1000, 2000, 4000, 8000, 16000]) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      calls.push(load.mock.calls.length);
      await vi.advanceTimersByTimeAsync(1);
      calls.push(load.mock.calls.length);
    }
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    calls.push(load.mock.calls.length);
    expect(calls).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
  });

  it('is logged and reported once, naming the block, with the error that names the chunk', async () => {
    const reported: string[] = [];
    const load = vi.fn<Load>(() => Promise.reject(chunkError()));
    const runtime = start(load, '<div data-block="a"></div>');
    runtime.events.on('block-error', ({ name }) => reported.push(name));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(6);
    expect(reported).toEqual(['a']);
    expect(error.mock.calls.map(([text, cause]) => [text, String(cause)])).toEqual([
      [
        '[tessera] Block "a" failed to initialise',
        'TypeError: Failed to fetch dynamically imported module: /a.js',
      ],
    ]);
  });

  it('activates the block when a retry succeeds, and initialisation waits for it', async () => {
    const init = vi.fn();
    const load = vi
      .fn<Load>()
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ init } as BlockModule);
    const runtime = start(load, '<div data-block="a"></div>');
    await vi.advanceTimersByTimeAsync(2999);
    expect(init).not.toHaveBeenCalled();
    expect(runtime.state).toBe('not-initialised');
    await vi.advanceTimersByTimeAsync(1);
    expect(init).toHaveBeenCalledOnce();
    expect(runtime.state).toBe('initialised');
  });

  it('counts a module that does not arrive within the chunk time-out as failed, and tries again', async () => {
    const load = vi.fn<Load>(() => new Promise<BlockModule>(() => {}));
    start(load, '<div data-block="a"></div>');
    await vi.advanceTimersByTimeAsync(119_999);
    expect(error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(String(error.mock.calls[0]?.[1])).toBe('Error: did not load within 120000 ms');
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves no timer behind once it has loaded (the time-out is cleared)', async () => {
    const load = vi.fn<Load>(async () => ({ init: () => undefined }));
    start(load, '<div data-block="a"></div>');
    await settle();
    expect(load).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is not tried again once its element has left the page', async () => {
    const load = vi.fn<Load>(() => Promise.reject(chunkError()));
    start(load, '<div data-block="a"></div>');
    await settle();
    document.body.innerHTML = '';
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not tried again when its init throws (the code is there, and wrong)', async () => {
    const load = vi.fn<Load>(async () => ({
      init: () => {
        throw new Error('broken');
      },
    }));
    start(load, FORM);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('the visitor acting on a block whose module failed', () => {
  it('holds the submit, tries the module again at once, and the block gets the submit', async () => {
    const submits: string[] = [];
    const module: BlockModule = {
      init: (element) => {
        element.addEventListener('submit', (event) => {
          event.preventDefault();
          submits.push((element.querySelector('input') as HTMLInputElement).value);
        });
      },
    };
    const load = vi.fn<Load>().mockRejectedValueOnce(chunkError()).mockResolvedValue(module);
    start(load, FORM);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    const form = document.querySelector('form')!;
    const event = submit(form);
    expect(event.defaultPrevented).toBe(true);
    expect(submits).toEqual([]);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(submits).toEqual(['typed']);
    expect(nativeSubmit).not.toHaveBeenCalled();
    // The wait the act cut short does not try again later.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after the retries, each act tries once more; a form without an action keeps what was typed and is not sent', async () => {
    const load = vi.fn<Load>(() => Promise.reject(chunkError()));
    start(load, FORM);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(6);
    const form = document.querySelector('form')!;
    expect(submit(form).defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(7);
    await settle();
    expect(nativeSubmit).not.toHaveBeenCalled();
    expect(form.querySelector('input')!.value).toBe('typed');
    expect(String(error.mock.calls.at(-1)?.[0])).toBe(
      '[tessera] The form was not sent: no block took it and it has no action. What was typed is kept; sending again tries again.',
    );
    // No more tries until the next act.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(7);
    expect(submit(form).defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(8);
  });

  it('after the retries, a held submit goes natively to the action the form names, with its submitter', async () => {
    const load = vi.fn<Load>(() => Promise.reject(chunkError()));
    start(
      load,
      '<form data-block="a" action="/send" method="post"><input name="message" value="typed"><button name="choice" value="yes">Send</button></form>',
    );
    await vi.advanceTimersByTimeAsync(60_000);
    const form = document.querySelector('form')!;
    const event = new SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: form.querySelector('button'),
    });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await settle();
    expect(nativeSubmit).toHaveBeenCalledOnce();
    expect(nativeSubmit.mock.contexts[0]).toBe(form);
    expect([...new FormData(form)]).toEqual([
      ['message', 'typed'],
      ['choice', 'yes'],
    ]);
  });

  it('during the retries, a held submit waits for them: sent natively to the action only once they are spent', async () => {
    const load = vi.fn<Load>(() => Promise.reject(chunkError()));
    start(load, '<form data-block="a" action="/send"><input name="m" value="typed"></form>');
    await settle();
    submit(document.querySelector('form')!);
    // The act tried at once (2 loads); the next wait is 2 s, then 4, 8, 16.
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000 + 4000 + 8000 + 16000 - 1);
    expect(nativeSubmit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(6);
    expect(nativeSubmit).toHaveBeenCalledOnce();
  });

  it('a click on a block waiting to retry is held, tries at once, and is replayed to the block', async () => {
    const clicks: string[] = [];
    const load = vi
      .fn<Load>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({
        init: (element) => element.addEventListener('click', () => clicks.push('block')),
      } as BlockModule);
    start(load, '<div data-block="a"><button id="b">Go</button></div>');
    await settle();
    document.getElementById('b')!.click();
    expect(clicks).toEqual([]);
    await settle();
    expect(clicks).toEqual(['block']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
