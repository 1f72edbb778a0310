import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { MapProps } from './leaflet-map';

const LeafletMap = lazy(() => import('./leaflet-map'));

/**
 * A map frame that loads Leaflet only once it scrolls into view (IntersectionObserver), so
 * pages that never show a map never download it.
 */
export function LazyMap({ className = 'h-64', ...props }: MapProps & { className?: string }) {
  const frame = useRef<HTMLDivElement>(null);
  // Hidden at first everywhere, the server's render included, so that the HTML and the
  // browser's first render agree. Every browser the app supports has IntersectionObserver.
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (visible || !frame.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(frame.current);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <div
      ref={frame}
      role="region"
      aria-label={props.label}
      className={`map-frame relative isolate overflow-hidden rounded-xl border border-slate-200 ${className}`}
    >
      {visible && (
        <Suspense fallback={null}>
          <LeafletMap {...props} />
        </Suspense>
      )}
    </div>
  );
}
