/**
 * @tessera/lightbox/react: the lightbox as a controlled React component,
 * `<Lightbox open slides index onClose />`, as yet-another-react-lightbox's. It renders into the
 * overlay host through the kit's Modal, and nothing on the server.
 */

export { Lightbox, type LightboxProps } from './controlled-lightbox';
export type { LightboxItem } from './items';
export type { LightboxOptions } from './options';
