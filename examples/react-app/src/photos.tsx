/**
 * Photos: thumbnails that open @tessera/lightbox/react's <Lightbox> on the chosen photo (its
 * arrows, keys, swipe and focus return are the lightbox's own).
 */
import { Lightbox, type LightboxItem } from '@tessera/lightbox/react';
import { type ReactNode, useState } from 'react';

const photos: LightboxItem[] = [
  {
    src: '/images/harbour.svg',
    alt: 'A harbour at dusk',
    width: 1200,
    height: 800,
    meta: 'Harbour',
  },
  { src: '/images/canyon.svg', alt: 'A red canyon', width: 1200, height: 800, meta: 'Canyon' },
  {
    src: '/images/glacier.svg',
    alt: 'A glacier under cloud',
    width: 1200,
    height: 800,
    meta: 'Glacier',
  },
  { src: '/images/dunes.svg', alt: 'Sand dunes at noon', width: 1200, height: 800, meta: 'Dunes' },
];

export function Photos(): ReactNode {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section aria-labelledby="photos-heading">
      <h2 id="photos-heading">Photos</h2>
      <ul className="thumbnails">
        {photos.map((photo, index) => (
          <li key={photo.src}>
            <button type="button" onClick={() => setOpen(index)} aria-label={`Open ${photo.meta}`}>
              <img src={photo.src} alt="" width={240} height={160} />
            </button>
          </li>
        ))}
      </ul>
      {open === null ? null : (
        <Lightbox items={photos} index={open} onClosed={() => setOpen(null)} />
      )}
    </section>
  );
}
