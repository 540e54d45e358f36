/**
 * @tessera/lightbox/react: the lightbox as a React component for apps that render their own
 * tree (`<Lightbox items={…} index={0} onClosed={…} />`). It renders into the overlay host
 * through the kit's Modal; the app mounts it when open and unmounts it in onClosed.
 */

export type { LightboxItem } from './items';
export { Lightbox, type LightboxProps } from './lightbox';
export type { LightboxOptions } from './options';
