/** The interactive map's strings (its own chunk), replaceable for translation. */
export const mapViewMessages = {
  /** The accessible name of the interactive map's region. */
  region: 'Interactive map',
  /** The placeholder's link (renderMapPlaceholder's default). */
  open: 'Open in Google Maps',
  /** spec 002 §8: a map update failure is logged. */
  updateFailed: '[tessera] The map could not be updated:',
};
