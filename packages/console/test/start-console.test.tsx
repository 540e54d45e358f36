// @vitest-environment jsdom
import { CONSOLE_BOOTSTRAP_ELEMENT_ID } from '@tessera/runtime';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startConsole } from '../src/start-console';
import { OWNER } from './console-harness';

let stop: (() => void) | undefined;
afterEach(() => {
  act(() => stop?.());
  stop = undefined;
  document.body.innerHTML = '';
  document.getElementById(CONSOLE_BOOTSTRAP_ELEMENT_ID)?.remove();
});

function container(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

describe('startConsole', () => {
  it('without start data, says the console could not load and calls nothing', () => {
    act(() => {
      stop = startConsole(container());
    });
    expect(screen.getByRole('alert').textContent).toBe('Unable to load. Try again.Try again');
  });

  it('with start data, shows the screen the address names under /config/', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = CONSOLE_BOOTSTRAP_ELEMENT_ID;
    script.textContent = JSON.stringify(OWNER);
    document.head.append(script);
    history.replaceState(null, '', '/config/?frameUrl=%2Fabout.html');
    act(() => {
      stop = startConsole(container());
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Site');
    expect(screen.getByTitle('Site preview').getAttribute('src')).toBe('/about.html?x=1');
  });
});
