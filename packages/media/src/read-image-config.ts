/**
 * Reads an img's image config from markup (spec 001 §3 slide and image node attributes):
 * data-src, data-image-dimensions, data-image-focal-point, and an optional data-image-config
 * JSON object for the other fields. Block-level options are merged under the element's own.
 */
import { isJsonObject } from '@tessera/runtime';
import { type ParsedImageConfig, parseImageConfig } from './image-config';

export function readImageConfig(
  img: HTMLImageElement,
  blockOptions: Record<string, unknown> = {},
): ParsedImageConfig {
  const fromAttributes: Record<string, unknown> = {};
  const problems: string[] = [];
  const json = img.getAttribute('data-image-config');
  if (json) {
    try {
      const parsed: unknown = JSON.parse(json);
      if (isJsonObject(parsed)) {
        Object.assign(fromAttributes, parsed);
      } else {
        problems.push(`data-image-config must hold a JSON object, got ${json}`);
      }
    } catch {
      problems.push(`data-image-config is not valid JSON: ${json}`);
    }
  }
  const source = img.getAttribute('data-src');
  if (source !== null && !('source' in fromAttributes)) fromAttributes.source = source.trim();
  const dimensions = img.getAttribute('data-image-dimensions');
  if (dimensions !== null && !('dimensions' in fromAttributes)) {
    fromAttributes.dimensions = dimensions;
  }
  const focalPoint = img.getAttribute('data-image-focal-point');
  if (focalPoint !== null && !('focalPoint' in fromAttributes)) {
    fromAttributes.focalPoint = focalPoint;
  }
  const result = parseImageConfig({ ...blockOptions, ...fromAttributes });
  return { config: result.config, problems: [...problems, ...result.problems] };
}
