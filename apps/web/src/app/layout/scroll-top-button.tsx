import { useEffect, useState } from 'react';
import { SCROLL_TOP_THRESHOLD } from '@staylane/domain';

/** Appears after scrolling more than 200 px (product §2). */
export function ScrollTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      // Steps aside on a phone page that has one in a bar of its own (index.css).
      data-scroll-top=""
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-5 bottom-[calc(1.25rem+var(--bottom-bar-height,0rem))] z-40 flex size-12 items-center justify-center rounded-full bg-brand-700 text-xl text-white shadow-lg hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
    >
      ↑
    </button>
  );
}
