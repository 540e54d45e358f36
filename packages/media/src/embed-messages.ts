/**
 * The video block's messages (spec 001 §5 word for word where the spec quotes them).
 * Replace entries (not the keys) to translate; `{title}` and `{provider}` are filled in. Apart
 * from the image messages so the video chunks share no module with the image ones.
 */
export const embedMessages = {
  /** spec 001 §5: the video embed holds no iframe or object (nor a known provider's address). */
  invalidVideoEmbed: 'Invalid video embed.',
  /** spec 001 §5: "Video mode must be none, fit or fill." */
  invalidVideoMode: 'Video mode must be none, fit or fill',
  /** The play button's accessible name; {title} is the video's title. */
  play: 'Play video: {title}',
  /** The play button's name under a restrictive cookie policy, before consent. */
  playAndAccept: 'Accept cookies and play video: {title}',
  /** The note on the facade under a restrictive policy (the consent placeholder's words). */
  blockedUntilConsent:
    'Playing loads {provider}, which sets cookies. Pressing play accepts cookies.',
  /** A video without a title. */
  untitled: 'Untitled video',
};

export type EmbedMessages = typeof embedMessages;

/** The video block's console prefix (the image code's MESSAGE_PREFIX, again). */
export const EMBED_PREFIX = '[tessera/media]';
