/**
 * @tessera/lightbox/react on a server (react-dom/server, no window nor document): importing it
 * touches nothing, and the lightbox renders nothing, open or not (its dialog lives in the overlay
 * host, which only a browser has). The view under it renders without `document` too.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Lightbox as LightboxView } from '../src/lightbox';
import { Lightbox } from '../src/react';

const slides = [{ src: '/a.jpg', alt: 'Dunes', width: 1600, height: 1000 }];

describe('server rendering', () => {
  it('renders nothing, open or closed, around the app’s markup', () => {
    const page = (open: boolean) =>
      renderToString(
        <main>
          <h1>Work</h1>
          <Lightbox open={open} index={0} slides={slides} onClose={() => {}} />
        </main>,
      );
    expect([page(true), page(false)]).toEqual([
      '<main><h1>Work</h1></main>',
      '<main><h1>Work</h1></main>',
    ]);
  });

  it('renders the view without document (it threw "document is not defined" before)', () => {
    expect(renderToString(<LightboxView items={slides} />)).toEqual('');
  });
});
