/**
 * The React app tests/e2e/react-lightbox.test.ts opens: thumbnails that open the controlled
 * `<Lightbox>` from @tessera/lightbox/react at their index.
 */
import { Lightbox, type LightboxItem } from '@tessera/lightbox/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const slides: LightboxItem[] = ['canyon', 'dunes', 'glacier'].map((name) => ({
  src: `/images/${name}.svg`,
  alt: name,
  id: name,
  width: 1200,
  height: 800,
  meta: `The ${name}`,
}));

function App() {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  return (
    <>
      <h1>Pictures</h1>
      <ul>
        {slides.map((slide, at) => (
          <li key={slide.id}>
            <button
              type="button"
              onClick={() => {
                setIndex(at);
                setOpen(true);
              }}
            >
              {`Open ${slide.alt}`}
            </button>
          </li>
        ))}
      </ul>
      <p>
        Shown: <output id="index">{index}</output>
      </p>
      <Lightbox
        open={open}
        index={index}
        slides={slides}
        onClose={() => setOpen(false)}
        onIndexChange={setIndex}
        options={{ sizeFormat: 'none', mobile: false }}
      />
    </>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
