/**
 * The server-rendering harness itself: *.ssr.test.tsx files render with react-dom/server in plain
 * node, where a component touching `window` or `document` while rendering fails.
 */
import { useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

function ReadsTitle() {
  return <h1>{document.title}</h1>;
}

function ReadsWidth() {
  return <p>{window.innerWidth}</p>;
}

/** The SSR-safe way: the DOM is read in an effect, which a server never runs. */
function ReadsTitleLater() {
  const [title, setTitle] = useState('');
  useEffect(() => setTitle(document.title), []);
  return <h1>{title}</h1>;
}

describe('server rendering without a DOM', () => {
  it('has neither window nor document', () => {
    expect([typeof window, typeof document]).toEqual(['undefined', 'undefined']);
  });

  it('fails a component that reads document while rendering', () => {
    expect(() => renderToString(<ReadsTitle />)).toThrow(
      new ReferenceError('document is not defined'),
    );
  });

  it('fails a component that reads window while rendering', () => {
    expect(() => renderToString(<ReadsWidth />)).toThrow(
      new ReferenceError('window is not defined'),
    );
  });

  it('renders a component that waits for an effect', () => {
    expect(renderToString(<ReadsTitleLater />)).toEqual('<h1></h1>');
  });
});
