/**
 * `<Lightbox open index slides onClose>` for React apps, controlled as yet-another-react-lightbox
 * is: the app owns `open` and `index`. The view (lightbox.tsx, the script build's too) keeps its
 * own fades, so this keeps it mounted through the closing fade and unmounts it once focus is
 * back on the opener. On the server, and in the client render that hydrates it, it renders
 * nothing: the dialog lives in the overlay host, which only a browser has.
 */
import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { LightboxItem } from './items';
import { Lightbox as LightboxView } from './lightbox';
import type { LightboxAction } from './lightbox-machine';
import type { LightboxOptions } from './options';

export interface LightboxProps {
  open: boolean;
  slides: readonly LightboxItem[];
  /** The slide shown when it opens; a new index while open moves there. Default 0. */
  index?: number;
  /** The visitor closed it (Escape, the close button, a click beside the slide): set `open` to false. */
  onClose(): void;
  /** After each slide change the visitor made (keep `index` in step with it). */
  onIndexChange?(index: number): void;
  /** The closing fade ended and focus is back where it was before the opening. */
  onClosed?(): void;
  options?: Partial<LightboxOptions>;
}

const noSubscription = () => () => {};

/** False on the server and while hydrating, true after: no mismatch, no `document` on a server. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function Lightbox(props: LightboxProps): ReactNode {
  const { open, slides, index = 0, options } = props;
  const inBrowser = useInBrowser();
  // Each opening mounts a fresh view (its fades start over); it stays through its closing fade.
  const [opening, setOpening] = useState(open ? 1 : 0);
  const [mounted, setMounted] = useState(open);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setOpening(opening + 1);
      setMounted(true);
    }
  }
  const live = useRef(props);
  live.current = props;
  const dispatch = useRef<(action: LightboxAction) => void>(undefined);
  // Stable, so that the view hands its dispatcher over once per mount.
  const connect = useRef((given: (action: LightboxAction) => void) => {
    dispatch.current = given;
  }).current;
  const shown = useRef(index);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts at its index
  useEffect(() => {
    shown.current = live.current.index ?? 0;
  }, [opening]);
  useEffect(() => {
    // The app closed it: close now, whatever the fade (the visitor's own close already began).
    if (!open) dispatch.current?.({ type: 'close', force: true });
  }, [open]);
  useEffect(() => {
    if (open && index !== shown.current) dispatch.current?.({ type: 'goTo', index });
  }, [open, index]);

  if (!inBrowser || !mounted) return null;
  return (
    <LightboxView
      key={opening}
      items={slides}
      index={index}
      options={options}
      connect={connect}
      onIndexChange={(to) => {
        shown.current = to;
        live.current.onIndexChange?.(to);
      }}
      onClose={() => {
        if (live.current.open) live.current.onClose();
      }}
      onClosed={() => {
        dispatch.current = undefined;
        setMounted(false);
        live.current.onClosed?.();
      }}
    />
  );
}
