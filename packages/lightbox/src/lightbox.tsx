/** @jsxRuntime classic */
/** @jsx React.createElement */
// The classic JSX runtime, through react-api.ts: one shared import for the whole view (see there).

/**
 * The lightbox view (spec 001 §2, §4): a React overlay on the kit's native modal dialog. The
 * rules are in the machine and the pure helpers; this component wires them: the hooks own the
 * timers and listeners (each effect returning its cleanup), the parts render.
 */
import { adoptStyles, Modal } from '@tessera/ui';
import type { ReactNode } from 'react';
import type { LightboxItem } from './items';
import { lightboxControls } from './lightbox-controls';
import { initialState, type LightboxAction, lightboxReducer } from './lightbox-machine';
import { formatPosition, lightboxMessages } from './messages';
import { type LightboxOptions, loops, resolveOptions, transitionFor } from './options';
import * as React from './react-api';
import { useId, useReducer, useRef, useState } from './react-api';
import { Stage } from './stage';
import { LIGHTBOX_STYLE_KEY, lightboxStyles } from './styles';
import { surfaceClick } from './surface-click';
import { thumbnailStrip } from './thumbnail-strip';
import { useArrowKeys } from './use-arrow-keys';
import { useArrowVisibility } from './use-arrow-visibility';
import { useConnect } from './use-connect';
import { useIndexChange } from './use-index-change';
import { usePhaseTimers } from './use-phase-timers';

export interface LightboxProps {
  items: readonly LightboxItem[];
  /** The slide shown first. Default 0. */
  index?: number;
  options?: Partial<LightboxOptions>;
  /** After every slide change (history, a linked gallery). */
  onIndexChange?(index: number): void;
  /** The close began (fade out). */
  onClose?(): void;
  /** The close finished and focus is back: unmount now. */
  onClosed?(): void;
  /** Receives the dispatcher, so code outside can navigate or close. */
  connect?(dispatch: (action: LightboxAction) => void): void;
}

export function Lightbox(props: LightboxProps): ReactNode {
  const { items } = props;
  // Styles go into the overlay host, which only a browser has: a server render (whose Modal
  // renders nothing) skips them rather than touch `document`.
  useState(
    () => typeof document !== 'undefined' && adoptStyles(LIGHTBOX_STYLE_KEY, lightboxStyles),
  );
  const options = resolveOptions(props.options);
  const loop = loops(options);
  const [state, dispatch] = useReducer(lightboxReducer, undefined, () =>
    initialState(props.index ?? 0, items.length, loop),
  );
  const live = useRef(props);
  live.current = props;
  const labelId = useId();
  const surface = useRef<HTMLDivElement>(null);
  useConnect(props.connect, dispatch);
  usePhaseTimers(state.phase, dispatch, live);
  useIndexChange(state.index, live);
  const onPointerMove = useArrowVisibility(state.arrowsVisible, dispatch);
  useArrowKeys(surface, dispatch);

  const item = items[state.index];
  const transition = transitionFor(options.mobile);
  const metaId = `${labelId}-meta`;
  return (
    <Modal
      open={state.phase !== 'closing'}
      onClose={() => dispatch({ type: 'close' })}
      onHidden={() => live.current.onClosed?.()}
      label={options.label ?? lightboxMessages.dialog}
      describedBy={item?.meta ? metaId : undefined}
      closeButton={false}
      theme={options.theme}
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the arrow keys are heard on the dialog (use-arrow-keys.ts); every action also has a button */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the surface delegates the click zones (spec 001 §2); every action also has a button */}
      <div
        ref={surface}
        className="lightbox"
        data-theme={options.theme}
        data-phase={state.phase}
        data-transition={transition}
        data-mobile={options.mobile ? '' : undefined}
        data-arrows={state.arrowsVisible ? 'visible' : 'hidden'}
        onClick={(event) => surfaceClick(event, options.mobile, dispatch)}
        onPointerMove={onPointerMove}
      >
        <div className="overlay" data-part="overlay" />
        <div className="content" data-part="content">
          <Stage
            items={items}
            index={state.index}
            zoom={state.zoom}
            transition={transition}
            loop={loop}
            sizeFormat={options.sizeFormat}
            dispatch={dispatch}
          />
          <div className="bar" data-part="bar">
            <p className="meta" id={metaId} data-open={state.captionOpen ? '' : undefined}>
              {item?.meta ?? ''}
            </p>
            <span className="count" aria-live="polite" data-part="count">
              {formatPosition(state.index, items.length)}
            </span>
          </div>
          {options.thumbnails && items.length > 1
            ? thumbnailStrip(items, state.index, options.sizeFormat, dispatch)
            : null}
          {lightboxControls(
            state,
            items.length,
            options.mobile && item?.meta ? metaId : undefined,
            dispatch,
          )}
        </div>
      </div>
    </Modal>
  );
}
