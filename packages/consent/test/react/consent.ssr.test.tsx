/**
 * The consent React surface rendered on a server (react-dom/server in plain node: no window,
 * no document): no throw, nothing of the banner, the gate's fallback (no choice is known).
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { appSettings, ConsentApp } from './consent-app';

describe('server rendering', () => {
  it('renders the app with the gate’s fallback and no banner', () => {
    expect(renderToString(<ConsentApp settings={appSettings} />)).toEqual(
      '<div><h1>Shop</h1><p data-testid="decision">none</p><button type="button">Cookie settings</button><p>The map needs functional cookies.</p></div>',
    );
  });
});
