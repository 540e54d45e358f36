// @vitest-environment jsdom
import { type BlockContext, createEventBus } from '@tessera/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { init } from '../src/button/button-block';

function setUp(markup: string, page: BlockContext['page'] = {}) {
  document.title = 'Blocks';
  document.body.innerHTML = markup;
  const post = vi.fn().mockResolvedValue({});
  const context = {
    name: 'button',
    page,
    api: { post } as unknown as BlockContext['api'],
    events: createEventBus(),
  } as BlockContext;
  const destroy = init(document.querySelector<HTMLElement>('[data-block]')!, context);
  return { post, destroy };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('button block census (spec 002 §7)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('reports button-render at start and button-click on a click, form-encoded, 2,500 ms', async () => {
    const { post, destroy } = setUp(
      `<div data-block="button" id="b1" data-block-config='{"alignment":"center","size":"large"}'>
        <a href="/store.html" target="_blank">Shop prints</a></div>`,
    );
    await flush();
    document.querySelector('a')!.addEventListener('click', (event) => event.preventDefault());
    document.querySelector('a')!.click();
    await flush();
    expect(post.mock.calls.map(([path]) => path)).toEqual([
      '/api/census/button-render',
      '/api/census/button-click',
    ]);
    const [, payload, options] = post.mock.calls[1]!;
    expect(payload).toMatchObject({
      id: 'b1',
      buttonText: 'Shop prints',
      clickthroughUrl: '/store.html',
      alignment: 'center',
      size: 'large',
      newWindow: true,
      context: 1,
      pageTitle: 'Blocks',
      pagePath: '/',
      contentSource: 'c',
      pagePermissionTypeValue: 1,
    });
    expect(typeof payload.visitorCookie).toBe('string');
    expect(options).toMatchObject({ body: 'form', timeoutMs: 2500 });
    destroy();
    document.querySelector('a')!.click();
    await flush();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('sends nothing without consent under a restrictive policy (the tracking gate)', async () => {
    const { post } = setUp('<div data-block="button"><a href="/">Home</a></div>', {
      cookieSettings: { isRestrictiveCookiePolicyEnabled: true },
    });
    document.querySelector('a')!.addEventListener('click', (event) => event.preventDefault());
    document.querySelector('a')!.click();
    await flush();
    expect(post).not.toHaveBeenCalled();
  });

  it('a configuration field that is not a string: one warning, nothing sent', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { post } = setUp(
      `<div data-block="button" data-block-config='{"size":3}'><a href="/">Home</a></div>`,
    );
    await flush();
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[tessera] data-block-config of block "button": "size" must be a string',
    ]);
    expect(post).not.toHaveBeenCalled();
  });
});
