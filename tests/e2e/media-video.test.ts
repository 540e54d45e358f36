/**
 * The video and audio blocks end to end (@tessera/media): examples/site/media.html on the
 * reference server with the built script. The providers' players, thumbnails and oEmbed are
 * faked by Playwright routes (no real network): each fake player records the postMessage
 * commands it receives. The site's cookie policy is restrictive (site.json): a context without
 * the consent cookie shows the facades as consent placeholders. Skipped locally until dist/
 * holds the chunks (a failure under CI=true).
 */
import type { BrowserContext, Frame, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../support/axe';
import { withBrowserAndServer } from '../support/browser-suite';
import { builtScriptHas } from '../support/built-script';
import { hasChromium } from '../support/chromium';
import { layoutShiftSum, recordLayoutShifts } from '../support/layout-shifts';

const available = builtScriptHas('video-', 'audio-') && hasChromium();

const { server, browser } = withBrowserAndServer({ enabled: available });

/** A fake player page: records every message it receives in `window.received`. */
const FAKE_PLAYER = `<!doctype html><html lang="en"><head><title>Fake player</title></head><body>
<p>Fake player</p><script>window.received = [];
addEventListener('message', (event) => window.received.push(String(event.data)));</script></body></html>`;
/** A 16:9 grey picture for the thumbnails. */
const FAKE_THUMBNAIL =
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270"><rect width="480" height="270" fill="#777"/></svg>';
const PROVIDER_HOSTS =
  /^https:\/\/(?:www\.youtube-nocookie\.com|i\.ytimg\.com|player\.vimeo\.com|vimeo\.com|i\.vimeocdn\.com|[\w.-]*wistia\.(?:com|net)|animoto\.com)\//;

interface Opened {
  context: BrowserContext;
  page: Page;
  /** Every request to a provider's host, in order. */
  providerRequests: string[];
}

async function open(options: { consent?: boolean } = {}): Promise<Opened> {
  const { consent = true } = options;
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  if (consent) {
    const domain = new URL(server().url).hostname;
    await context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', domain, path: '/' }]);
  }
  const providerRequests: string[] = [];
  await context.route(PROVIDER_HOSTS, (route) => {
    const url = route.request().url();
    providerRequests.push(url);
    if (/ytimg|vimeocdn/.test(url)) {
      return route.fulfill({ contentType: 'image/svg+xml', body: FAKE_THUMBNAIL });
    }
    return route.fulfill({ contentType: 'text/html', body: FAKE_PLAYER });
  });
  await recordLayoutShifts(context);
  const page = await context.newPage();
  await page.goto(`${server().url}/media.html`, { waitUntil: 'networkidle' });
  return { context, page, providerRequests };
}

const youtube = (page: Page) => page.locator('main > section > [data-block="video"]').nth(0);
const vimeo = (page: Page) => page.locator('main > section > [data-block="video"]').nth(1);
const slideVideo = (page: Page) => page.locator('[data-slide] [data-block="video"]');
const playButton = (block: Locator) => block.locator('button[data-part="video-play"]');

/** Waits for the block's facade (the runtime starts blocks near the viewport). */
async function facadeOf(block: Locator): Promise<Locator> {
  await block.scrollIntoViewIfNeeded();
  await playButton(block).waitFor();
  return playButton(block);
}

/** The fake player inside the block, once loaded. */
async function playerOf(block: Locator): Promise<Frame> {
  await expect.poll(() => block.getAttribute('data-video-loaded')).toBe('');
  const frame = await block.locator('iframe[data-part="video-player"]').elementHandle();
  return (await frame!.contentFrame())!;
}

const received = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { received: string[] }).received);

const YOUTUBE_PAUSE = '{"event":"command","func":"pauseVideo","args":[]}';
const YOUTUBE_PLAY = '{"event":"command","func":"playVideo","args":[]}';

describe.skipIf(!available)('video block: play from the facade', () => {
  it('a YouTube watch URL plays with one click, from the no-cookie host', async () => {
    const { context, page } = await open();
    const button = await facadeOf(youtube(page));
    expect(await button.getAttribute('aria-label')).toBe('Play video: Printing the canyon series');
    expect(await youtube(page).locator('[data-part="video-thumbnail"]').getAttribute('src')).toBe(
      'https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg',
    );
    await button.click();
    await playerOf(youtube(page));
    expect(await youtube(page).locator('iframe').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&enablejsapi=1&playsinline=1&rel=0',
    );
    expect(await youtube(page).getAttribute('data-video-state')).toBe('player');
    // The facade fades out over 1 s, then leaves the way.
    await expect
      .poll(() => youtube(page).locator('[data-part="video-facade"]').isHidden())
      .toBe(true);
    await context.close();
  });

  it('a Vimeo URL plays with one click; its thumbnail is the owner’s featured image', async () => {
    const { context, page, providerRequests } = await open();
    const button = await facadeOf(vimeo(page));
    expect(await vimeo(page).locator('[data-part="video-thumbnail"]').getAttribute('src')).toBe(
      '/images/orchard.svg',
    );
    expect(providerRequests.filter((url) => url.includes('vimeo'))).toEqual([]);
    await button.click();
    await playerOf(vimeo(page));
    expect(await vimeo(page).locator('iframe').getAttribute('src')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
    await context.close();
  });

  it('only one video plays: the others get pause through their player APIs and show their facades', async () => {
    const { context, page } = await open();
    await (await facadeOf(youtube(page))).click();
    const youtubePlayer = await playerOf(youtube(page));
    await (await facadeOf(vimeo(page))).click();
    const vimeoPlayer = await playerOf(vimeo(page));
    await expect.poll(() => received(youtubePlayer)).toEqual([YOUTUBE_PAUSE]);
    expect(await youtube(page).getAttribute('data-video-state')).toBe('facade');
    // Playing the first again resumes it (no reload) and pauses the second. Scrolled to first,
    // as a visitor would: Playwright's own scroll-and-click sent this click into a player frame
    // while the Vimeo frame had focus (the same click after a scroll reaches the button).
    await playButton(youtube(page)).scrollIntoViewIfNeeded();
    await playButton(youtube(page)).click();
    await expect.poll(() => received(youtubePlayer)).toEqual([YOUTUBE_PAUSE, YOUTUBE_PLAY]);
    await expect.poll(() => received(vimeoPlayer)).toEqual(['{"method":"pause"}']);
    expect(await vimeo(page).getAttribute('data-video-state')).toBe('facade');
    await context.close();
  });

  it('leaving a gallery slide pauses its video', async () => {
    const { context, page } = await open();
    const gallery = page.locator('[data-block="gallery"]');
    await gallery.scrollIntoViewIfNeeded();
    await expect.poll(() => gallery.getAttribute('data-gallery-ready')).toBe('');
    await (await facadeOf(slideVideo(page))).click();
    const player = await playerOf(slideVideo(page));
    expect(await received(player)).toEqual([]);
    await gallery.locator('[data-part="next"]').click();
    await expect.poll(() => received(player)).toEqual([YOUTUBE_PAUSE]);
    expect(await slideVideo(page).getAttribute('data-video-state')).toBe('facade');
    await context.close();
  });
});

describe.skipIf(!available)('video block: the consent placeholder', () => {
  it('nothing is requested from a provider before consent; “accept cookies and play” records it and plays', async () => {
    const { context, page, providerRequests } = await open({ consent: false });
    for (const block of [youtube(page), vimeo(page), slideVideo(page)]) await facadeOf(block);
    await page.waitForLoadState('networkidle');
    expect(providerRequests).toEqual([]);
    const button = playButton(youtube(page));
    expect(await button.getAttribute('aria-label')).toBe(
      'Accept cookies and play video: Printing the canyon series',
    );
    expect(await youtube(page).locator('[data-part="video-note"]').textContent()).toBe(
      'Playing loads YouTube, which sets cookies. Pressing play accepts cookies.',
    );
    expect(await youtube(page).locator('[data-part="video-thumbnail"]').getAttribute('src')).toBe(
      null,
    );
    await button.click();
    await playerOf(youtube(page));
    // Recorded as the banner records it: the consent cookie holds the acceptance.
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'ss_cookieAllowed')?.value)
      .toBe('true');
    // The other facades lift their gate: plain play, and YouTube's thumbnail in the slide.
    await expect
      .poll(() => playButton(vimeo(page)).getAttribute('aria-label'))
      .toBe('Play video: A walk through the orchard');
    await expect
      .poll(() => slideVideo(page).locator('[data-part="video-thumbnail"]').getAttribute('src'))
      .toBe('https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg');
    await context.close();
  });
});

describe.skipIf(!available)('audio block', () => {
  it('renders the native player, which preloads nothing, and the download link', async () => {
    const { context, page } = await open();
    const block = page.locator('[data-block="audio"]');
    await block.scrollIntoViewIfNeeded();
    const audio = block.locator('audio');
    await audio.waitFor();
    expect(
      await audio.evaluate((element: HTMLAudioElement) => [element.preload, element.controls]),
    ).toEqual(['none', true]);
    expect(await block.locator('[data-part="audio-download"]').getAttribute('href')).toBe(
      `${server().url}/media/harbour.wav`,
    );
    await context.close();
  });
});

describe.skipIf(!available)('axe and layout shift on media.html', () => {
  it.each([true, false])('no violation and no layout shift (consent %s)', async (consent) => {
    const { context, page } = await open({ consent });
    for (const block of [youtube(page), vimeo(page), slideVideo(page)]) await facadeOf(block);
    await page.locator('[data-block="audio"] audio').waitFor();
    const axe = () => runAxe(page, { iframes: false });
    expect(await axe()).toEqual([]);
    await playButton(youtube(page)).click();
    await playerOf(youtube(page));
    expect(await axe()).toEqual([]);
    expect(await layoutShiftSum(page)).toBe(0);
    await context.close();
  });
});
