import type { CookieSettings, CookieSettingsInput } from '@tessera/consent';
import { mountCookieBanner } from '@tessera/consent/banner';
import { useEffect, useRef } from 'react';

const noop = () => {};

/**
 * The real cookie banner of @tessera/consent, drawn from the settings being edited into a
 * blank same-origin frame: the frame is the banner's viewport, so its fixed bar or corner popup
 * sits where a visitor will see it, at the frame's size, and the console's CSS cannot reach it.
 */
export function BannerPreview(props: {
  settings: CookieSettings;
  theme: CookieSettings['cookieBannerTheme'];
  title: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    doc.documentElement.lang = 'en';
    doc.title = props.title;
    const settings: CookieSettingsInput = { ...props.settings, cookieBannerTheme: props.theme };
    let unmount: (() => void) | undefined;
    let cancelled = false;
    // Mounting renders synchronously (flushSync), which React refuses inside an effect: the
    // preview's own root is created just after this one's commit.
    queueMicrotask(() => {
      if (!cancelled)
        unmount = mountCookieBanner(
          settings,
          { onAccept: noop, onDecline: noop },
          { focus: false, document: doc },
        );
    });
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [props.settings, props.theme, props.title]);
  // inert: a picture of the banner, not a second set of buttons to tab through.
  return <iframe ref={frame} title={props.title} className="banner-preview" inert />;
}
