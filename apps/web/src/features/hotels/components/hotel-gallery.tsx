/**
 * The gallery slideshow (product §2): left and right buttons that wrap around at both ends;
 * the arrow keys do the same while one of the gallery's buttons has focus.
 */
import { HOTEL_PHOTO_SIZES } from '@staylane/domain';
import { useEffect, useRef, useState } from 'react';
import { responsiveImage } from '@/components/responsive-image';

export function nextIndex(current: number, step: 1 | -1, length: number): number {
  return (current + step + length) % length;
}

export function HotelGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const count = images.length;

  useEffect(() => {
    const element = frame.current;
    if (!element || count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') setIndex((current) => nextIndex(current, -1, count));
      if (event.key === 'ArrowRight') setIndex((current) => nextIndex(current, 1, count));
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [count]);

  if (count === 0) return <div className="aspect-[16/9] rounded-2xl bg-brand-100" />;
  const arrow =
    'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-2xl text-brand-800 shadow-lg hover:bg-white focus-visible:outline-3 focus-visible:outline-accent-500';
  return (
    <div
      ref={frame}
      role="region"
      aria-roledescription="carousel"
      aria-label={`Photos of ${name}`}
      className="relative overflow-hidden rounded-2xl bg-brand-100"
    >
      <img
        {...responsiveImage(images[index]!, HOTEL_PHOTO_SIZES)}
        alt={`${name} (${index + 1} of ${count})`}
        width={1200}
        height={675}
        // The first photo is the page's largest paint (LCP): fetch it before anything else.
        fetchPriority={index === 0 ? 'high' : 'auto'}
        className="aspect-[16/9] w-full object-cover"
      />
      {count > 1 && (
        <>
          <button
            type="button"
            aria-label="Previous photo"
            className={`${arrow} left-3`}
            onClick={() => setIndex(nextIndex(index, -1, count))}
          >
            ‹
          </button>
          <button
            type="button"
            aria-label="Next photo"
            className={`${arrow} right-3`}
            onClick={() => setIndex(nextIndex(index, 1, count))}
          >
            ›
          </button>
          <p
            className="absolute right-3 bottom-3 rounded-full bg-ink/70 px-3 py-1 text-xs font-semibold text-white"
            aria-live="polite"
          >
            {index + 1} / {count}
          </p>
        </>
      )}
    </div>
  );
}
