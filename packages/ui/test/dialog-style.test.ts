import { describe, expect, it } from 'vitest';
import { DIALOG_STYLES, dialogButtons } from '../src/dialog-style';
import { defaultMessages } from '../src/messages';

describe('dialogButtons (spec 001 §4 styles)', () => {
  it('lists the four styles of the spec', () => {
    expect(DIALOG_STYLES).toEqual([
      'confirm-or-reject',
      'confirm-or-cancel',
      'confirm-only',
      'no-buttons',
    ]);
  });

  it.each([
    ['confirm-or-reject', ['reject:No', 'confirm:Yes']],
    ['confirm-or-cancel', ['cancel:Cancel', 'confirm:Confirm']],
    ['confirm-only', ['confirm:OK']],
    ['no-buttons', []],
  ] as const)('%s gives %j, the primary last', (style, expected) => {
    const buttons = dialogButtons(style, defaultMessages);
    expect(buttons.map((button) => `${button.outcome}:${button.label}`)).toEqual(expected);
    if (buttons.length) expect(buttons.at(-1)?.variant).toBe('primary');
  });

  it('takes caller labels over the catalogue', () => {
    const buttons = dialogButtons('confirm-or-reject', defaultMessages, {
      confirm: 'Delete',
      reject: 'Keep',
    });
    expect(buttons.map((button) => button.label)).toEqual(['Keep', 'Delete']);
  });
});
