import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element given `ref` has come within `margin` of the viewport (and stays true
 * once it has). False at first everywhere, the server's render included, so that the HTML
 * and the browser's first render agree. Every browser the app supports has
 * IntersectionObserver.
 */
export function useNearViewport<T extends Element>(margin = '600px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
