import { describe, expect, it } from 'vitest';
import { hideDismissedAnnouncementBar } from '../src/announcement-bar';
import { buildPageContext } from '../src/page-context';
import { parseSiteConfig } from '../src/site-config';

const BAR =
  '<body><div class="bar" data-chrome="announcement-bar" data-announcement-id="spring"><p>Hi</p></div></body>';

describe('the announcement bar a visitor closed (dismissal cookie)', () => {
  it('is rendered hidden when the cookie holds its id', () => {
    expect(hideDismissedAnnouncementBar(BAR, 'spring')).toBe(
      '<body><div class="bar" data-chrome="announcement-bar" data-announcement-id="spring" hidden><p>Hi</p></div></body>',
    );
  });

  it('stays as it is without the cookie, with another id, or when already hidden', () => {
    expect(hideDismissedAnnouncementBar(BAR, undefined)).toBe(BAR);
    expect(hideDismissedAnnouncementBar(BAR, 'winter')).toBe(BAR);
    expect(hideDismissedAnnouncementBar(BAR, '')).toBe(BAR);
    const hidden = BAR.replace('<p>', '').replace('id="spring"', 'id="spring" hidden');
    expect(hideDismissedAnnouncementBar(hidden, 'spring')).toBe(hidden);
  });

  it('uses the default id "announcement" for a bar without one', () => {
    const bar = '<nav data-chrome="announcement-bar">x</nav>';
    expect(hideDismissedAnnouncementBar(bar, 'announcement')).toBe(
      '<nav data-chrome="announcement-bar" hidden>x</nav>',
    );
    expect(hideDismissedAnnouncementBar(bar, 'spring')).toBe(bar);
  });

  it('leaves a page without a bar, or with another chrome part, alone', () => {
    const page = '<body><nav data-chrome="mobile-info-bar" hidden>x</nav></body>';
    expect(hideDismissedAnnouncementBar(page, 'announcement')).toBe(page);
  });
});

describe('a page’s own page-context fields (site.json pages[…].context)', () => {
  const site = parseSiteConfig({
    website: { id: 'w1', typekitId: null },
    websiteSettings: { commentsEnabled: false, mobileInfoBarSettings: { style: 1 } },
    pages: {
      'a.html': {
        id: 'p1',
        title: 'A',
        pageType: 2,
        context: {
          showAnnouncementBar: true,
          googleFonts: [{ includeName: 'Lora:400,700' }],
          website: { typekitId: 'abc1234' },
          websiteSettings: { mobileInfoBarSettings: { style: 3 } },
        },
      },
      'b.html': { id: 'p2', title: 'B', pageType: 2 },
    },
  });

  it('go over the site’s, website and websiteSettings merged one level deep', () => {
    const context = buildPageContext(site, site.pages['a.html'], undefined);
    expect({
      showAnnouncementBar: context.showAnnouncementBar,
      googleFonts: context.googleFonts,
      website: context.website,
      websiteSettings: context.websiteSettings,
      pageType: context.pageType,
    }).toEqual({
      showAnnouncementBar: true,
      googleFonts: [{ includeName: 'Lora:400,700' }],
      website: { id: 'w1', typekitId: 'abc1234' },
      websiteSettings: { commentsEnabled: false, mobileInfoBarSettings: { style: 3 } },
      pageType: 2,
    });
  });

  it('leave a page without them as the site says, the bar off', () => {
    const context = buildPageContext(site, site.pages['b.html'], undefined);
    expect([context.showAnnouncementBar, context.googleFonts, context.website]).toEqual([
      false,
      undefined,
      // A site that names no language reports en-US (site-settings-view.ts, languagesOf).
      { id: 'w1', typekitId: null, language: 'en-US', languages: ['en-US'] },
    ]);
  });
});
