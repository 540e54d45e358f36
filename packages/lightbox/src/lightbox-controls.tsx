/** @jsxRuntime classic */
/** @jsx React.createElement */
/** @jsxFrag React.Fragment */
// The classic JSX runtime, through react-api.ts: one shared import for the whole view (see there).

import type { ReactNode } from 'react';
import { hasNext, hasPrevious, type LightboxAction, type LightboxState } from './lightbox-machine';
import { lightboxMessages } from './messages';
import * as React from './react-api';

/**
 * The buttons: close (focused on open), previous and next when there are `count` > 1 slides,
 * and the mobile caption toggle when `captionToggleFor` names the caption's id. A render
 * function, not a component: it holds no state, and positional arguments minify.
 */
export function lightboxControls(
  state: LightboxState,
  count: number,
  captionToggleFor: string | undefined,
  dispatch: (action: LightboxAction) => void,
): ReactNode {
  return (
    <>
      <button
        type="button"
        className="control close"
        data-part="close"
        data-autofocus=""
        aria-label={lightboxMessages.close}
        onClick={() => dispatch({ type: 'close' })}
      >
        <span aria-hidden="true">×</span>
      </button>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="control arrow previous"
            data-part="previous"
            aria-label={lightboxMessages.previous}
            disabled={!hasPrevious(state)}
            onClick={() => dispatch({ type: 'previous' })}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="control arrow next"
            data-part="next"
            aria-label={lightboxMessages.next}
            disabled={!hasNext(state)}
            onClick={() => dispatch({ type: 'next' })}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
      {captionToggleFor ? (
        <button
          type="button"
          className="control caption-toggle"
          data-part="caption-toggle"
          aria-expanded={state.captionOpen}
          aria-controls={captionToggleFor}
          onClick={() => dispatch({ type: 'toggleCaption' })}
        >
          {lightboxMessages.caption}
        </button>
      ) : null}
    </>
  );
}
