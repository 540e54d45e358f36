import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_DISMISSAL_DAYS,
  ANNOUNCEMENT_DISMISSED_COOKIE,
  DEFAULT_ANNOUNCEMENT_ID,
  isAnnouncementBarShown,
  remembersDismissal,
} from '../src/announcement-bar';
import { chromeMessages } from '../src/messages';

const state = (fields: Partial<Parameters<typeof isAnnouncementBarShown>[0]>) => ({
  showAnnouncementBar: true,
  loggedIn: false,
  barId: 'spring',
  dismissedId: undefined,
  ...fields,
});

describe('the announcement bar rules', () => {
  it('names its cookie, lifetime and default id', () => {
    expect([
      ANNOUNCEMENT_DISMISSED_COOKIE,
      ANNOUNCEMENT_DISMISSAL_DAYS,
      DEFAULT_ANNOUNCEMENT_ID,
    ]).toEqual(['tessera-announcement-dismissed', 30, 'announcement']);
    expect(chromeMessages.closeAnnouncement).toBe('Close the announcement');
  });

  it('shows only when showAnnouncementBar is true', () => {
    expect(isAnnouncementBarShown(state({}))).toBe(true);
    for (const value of [false, undefined, null, 'true', 1, {}]) {
      expect(isAnnouncementBarShown(state({ showAnnouncementBar: value }))).toBe(false);
    }
  });

  it('stays hidden for a visitor who dismissed this bar, not another one', () => {
    expect(isAnnouncementBarShown(state({ dismissedId: 'spring' }))).toBe(false);
    expect(isAnnouncementBarShown(state({ dismissedId: 'winter' }))).toBe(true);
    expect(isAnnouncementBarShown(state({ dismissedId: '' }))).toBe(true);
  });

  it('always shows for a logged-in account when switched on, and never when off', () => {
    expect(isAnnouncementBarShown(state({ loggedIn: true, dismissedId: 'spring' }))).toBe(true);
    expect(isAnnouncementBarShown(state({ loggedIn: true, showAnnouncementBar: false }))).toBe(
      false,
    );
  });

  it('remembers a dismissal for visitors only', () => {
    expect([remembersDismissal(false), remembersDismissal(true)]).toEqual([true, false]);
  });
});
