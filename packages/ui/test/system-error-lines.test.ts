import { describe, expect, it } from 'vitest';
import { defaultMessages } from '../src/messages';
import { systemErrorLines } from '../src/system-error-lines';

describe('systemErrorLines (spec 000 §2)', () => {
  it('logged: the note that the error was logged, then its message', () => {
    expect(systemErrorLines({ kind: 'logged' }, defaultMessages)).toEqual([
      'This error has been logged.',
    ]);
    expect(systemErrorLines({ kind: 'logged', message: 'x failed' }, defaultMessages)).toEqual([
      'This error has been logged.',
      'x failed',
    ]);
  });

  it('network: the network message', () => {
    expect(
      systemErrorLines({ kind: 'network', message: 'Unable to connect…' }, defaultMessages),
    ).toEqual(['Unable to connect…']);
  });

  it('format: the url, format and error text', () => {
    expect(
      systemErrorLines(
        { kind: 'format', url: '/api/x', format: 'json', error: 'Unexpected token' },
        defaultMessages,
      ),
    ).toEqual(['URL: /api/x', 'Format: json', 'Error: Unexpected token']);
  });

  it('an unknown kind from an untyped emitter gives no lines rather than a throw', () => {
    const unknown = { kind: 'other' } as unknown as Parameters<typeof systemErrorLines>[0];
    expect(systemErrorLines(unknown, defaultMessages)).toEqual([]);
  });

  it('has the spec strings word for word in the catalogue', () => {
    expect(defaultMessages.systemErrorTitle).toBe('Something Went Wrong!');
    expect(defaultMessages.reloadPage).toBe('Reload Page');
    expect(defaultMessages.clear).toBe('Clear');
    expect(defaultMessages.fieldErrorsTitle).toBe(
      'One or more fields is invalid, please check your entries.',
    );
  });
});
