import { useEffect, useState, type RefObject } from 'react';

/** Whether an element scrolled sideways has more content past its start and its end. */
export interface ScrollEdges {
  start: boolean;
  end: boolean;
}

/**
 * The element's hidden sides, measured after the first render and again on every scroll and
 * resize. Undefined until then, so the server's HTML and the browser's first render agree.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges | undefined {
  const [edges, setEdges] = useState<ScrollEdges>();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      // A pixel of slack: zoomed pages report fractional widths.
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((previous) =>
        previous?.start === start && previous.end === end ? previous : { start, end },
      );
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resizes = new ResizeObserver(measure);
    resizes.observe(element);
    // Tabs added or removed (the admin's Edit Hotel tab) change the width without a resize.
    const changes = new MutationObserver(measure);
    changes.observe(element, { childList: true });
    return () => {
      element.removeEventListener('scroll', measure);
      resizes.disconnect();
      changes.disconnect();
    };
  }, [ref]);

  return edges;
}
