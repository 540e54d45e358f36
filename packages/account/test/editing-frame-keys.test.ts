import { describe, expect, it } from 'vitest';
import {
  type EditingFrameKey,
  type EditingFrameState,
  editingFrameKeyAction,
} from '../src/editing-frame-keys';

const key = (overrides: Partial<EditingFrameKey> = {}): EditingFrameKey => ({
  key: 'Escape',
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...overrides,
});
const state = (overrides: Partial<EditingFrameState> = {}): EditingFrameState => ({
  loggedIn: true,
  framed: false,
  useEscapeKeyToLogin: false,
  ...overrides,
});

describe('editingFrameKeyAction (spec 000 §2)', () => {
  it('Escape returns to the admin on the live page and toggles the panel in the frame', () => {
    expect(editingFrameKeyAction(key(), state())).toBe('return-to-admin');
    expect(editingFrameKeyAction(key(), state({ framed: true }))).toBe('toggle-panel');
  });

  it('Shift+Escape logs out, framed or not', () => {
    expect(editingFrameKeyAction(key({ shiftKey: true }), state())).toBe('log-out');
    expect(editingFrameKeyAction(key({ shiftKey: true }), state({ framed: true }))).toBe('log-out');
  });

  it('with nobody logged in, Escape opens the login only when useEscapeKeyToLogin is on', () => {
    expect(editingFrameKeyAction(key(), state({ loggedIn: false }))).toBeUndefined();
    expect(
      editingFrameKeyAction(key(), state({ loggedIn: false, useEscapeKeyToLogin: true })),
    ).toBe('log-in');
    expect(
      editingFrameKeyAction(
        key({ shiftKey: true }),
        state({ loggedIn: false, useEscapeKeyToLogin: true }),
      ),
    ).toBeUndefined();
  });

  it('ignores other keys and Escape with Ctrl, Alt or Meta', () => {
    for (const other of ['Enter', 'Esc', 'escape', 'a', ' ']) {
      expect(editingFrameKeyAction(key({ key: other }), state())).toBeUndefined();
    }
    for (const modifier of ['ctrlKey', 'altKey', 'metaKey'] as const) {
      expect(editingFrameKeyAction(key({ [modifier]: true }), state())).toBeUndefined();
      expect(
        editingFrameKeyAction(
          key({ [modifier]: true }),
          state({ loggedIn: false, useEscapeKeyToLogin: true }),
        ),
      ).toBeUndefined();
    }
  });
});
