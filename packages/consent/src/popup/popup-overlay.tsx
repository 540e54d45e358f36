import { Modal } from '@tessera/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { popupMessages } from './popup-messages';
import type { PopupSettings } from './popup-settings';

export interface PopupOverlayProps {
  settings: PopupSettings;
  /** The popup's content: the page's `<template data-popup-overlay>` (a newsletter form). */
  content: DocumentFragment;
  /** Called once with the element holding the content, after it is in the dialog. */
  onContent?(container: HTMLElement): void;
  /** The visitor closed it (Escape, backdrop, ×), after the hide finished. */
  onClosed(): void;
  theme?: 'light' | 'dark';
  document?: Document;
}

/** The element that names the dialog: the content's first heading. */
const TITLE_SELECTOR = 'h1,h2,h3,[data-popup-title]';
const DEFAULT_TITLE_ID = 'tessera-popup-title';

/**
 * The popup overlay: a modal dialog of the overlay kit (focus moved in and trapped, Escape and
 * backdrop close, focus returned) holding the site's newsletter content.
 */
export function PopupOverlay(props: PopupOverlayProps) {
  const [open, setOpen] = useState(true);
  const body = useRef<HTMLDivElement>(null);
  const filled = useRef(false);
  useLayoutEffect(() => {
    const container = body.current;
    if (!container || filled.current) return;
    filled.current = true;
    container.append(props.content.cloneNode(true));
    const title = container.querySelector(TITLE_SELECTOR);
    if (title && !title.id) title.id = titleId;
    props.onContent?.(container);
  });
  const title = props.content.querySelector(TITLE_SELECTOR);
  const titleId = title?.id || DEFAULT_TITLE_ID;
  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      onHidden={props.onClosed}
      label={title ? undefined : popupMessages.popupLabel}
      labelledBy={title ? titleId : undefined}
      theme={props.theme}
      document={props.document}
      width={480}
    >
      <div ref={body} data-part="popup-overlay" data-style={props.settings.style} />
    </Modal>
  );
}
