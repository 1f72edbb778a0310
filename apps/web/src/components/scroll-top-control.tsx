/**
 * The "↑" of product §2 (after scrolling more than 200 px) for a bar of its own at the bottom of
 * a phone's screen: the list's Show map bar, the hotel page's Book bar. Sitting in the bar,
 * it covers nothing that the bar does not; the app's floating one steps aside on such pages
 * (data-own-scroll-top, index.css).
 */
import { SCROLL_TOP_THRESHOLD } from '@staylane/domain';
import { useEffect, useState } from 'react';

export function useScrolledPastTop(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

export function ScrollTopControl({ className = '' }: { className?: string }) {
  if (!useScrolledPastTop()) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={`flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl text-white shadow-lg hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 ${className}`}
    >
      ↑
    </button>
  );
}
