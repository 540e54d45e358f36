// @vitest-environment jsdom
/**
 * The React test harness itself: this file runs in the `unit` project against React 19 and in
 * the `react18` project against the copy in tests/react-18. Testing Library must render with
 * that same React (a second copy would break the hook below with "Invalid hook call").
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState, version } from 'react';
import { version as domVersion } from 'react-dom';
import { describe, expect, it } from 'vitest';

const expected: Record<string, string> = { unit: '19', react18: '18' };

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`Clicked ${count}`}
    </button>
  );
}

describe('React under test', () => {
  it('is the project’s major version, in react and react-dom alike', ({ task }) => {
    const major = expected[task.file.projectName ?? ''];
    expect(version.split('.')[0]).toEqual(major);
    expect(domVersion.split('.')[0]).toEqual(major);
  });

  it('is the React that Testing Library renders with', () => {
    render(<Counter />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toEqual('Clicked 1');
  });
});
