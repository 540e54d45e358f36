/**
 * Lightbox options from a gallery's or lightbox block's JSON (spec 001 §3 gallery block data):
 * lightboxTheme, thumbnails, historyHash (or history), and the image sizeFormat.
 */
import { type LightboxOptions, resolveLightboxTheme } from './options';

export function optionsFromBlockConfig(config: unknown): Partial<LightboxOptions> {
  if (!config || typeof config !== 'object') return {};
  const data = config as Record<string, unknown>;
  const options: Partial<LightboxOptions> = {};
  if (data.lightboxTheme !== undefined) options.theme = resolveLightboxTheme(data.lightboxTheme);
  if (data.theme !== undefined) options.theme = resolveLightboxTheme(data.theme);
  if (data.thumbnails === true || data.thumbnails === 'true') options.thumbnails = true;
  if (data.historyHash === true || data.history === true) options.history = true;
  if (
    data.sizeFormat === 'queryString' ||
    data.sizeFormat === 'filename' ||
    data.sizeFormat === 'none'
  ) {
    options.sizeFormat = data.sizeFormat;
  }
  if (typeof data.loop === 'boolean') options.loop = data.loop;
  return options;
}
