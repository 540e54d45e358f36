/**
 * The entry tests/e2e/react-harness.test.ts opens through the React fixture: a workspace
 * component (the kit's Spinner, from its TypeScript sources) and a React state update.
 */
import { Spinner } from '@tessera/ui';
import { useState, version } from 'react';
import { createRoot } from 'react-dom/client';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <>
      <h1>{`React ${version}`}</h1>
      <Spinner label="Counting" />
      <button type="button" onClick={() => setCount(count + 1)}>
        {`Clicked ${count}`}
      </button>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<Counter />);
