import type { ConsentGateOptions } from '../consent/consent-gate';
import type { ConsentPurposeName } from '../consent/consent-purpose';
import { currentDocument } from '../read-cookie';
import { mayTrack } from './may-track';

export interface PixelOptions extends ConsentGateOptions {
  /** The consent purpose the pixel serves: an advertising pixel's is 'marketing'. */
  purpose: ConsentPurposeName;
}

/**
 * The tracking gate's image request (issue 16: the social-advertising pixel): requests `url` as
 * an image, only when consent to `options.purpose` is given and no tracking exclusion of spec
 * 002 §6 applies; otherwise drops it (nothing queued) and returns false. No visitor cookie is
 * written (they are the 'analytics' purpose's) and no answer is read. Never throws.
 */
export function sendPixel(url: string, options: PixelOptions): boolean {
  try {
    const view = (options.document ?? currentDocument())?.defaultView;
    if (!view || !mayTrack(options, false, options.purpose)) return false;
    const image = new view.Image();
    image.referrerPolicy = 'strict-origin-when-cross-origin';
    image.src = url;
    return true;
  } catch {
    return false;
  }
}
