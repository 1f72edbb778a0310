/**
 * The home page's review cards, loaded as they come near the screen. They sit far below the
 * first screen, and with them TanStack's query observer, the stars and the hotel file's
 * request: kept out of /home's first load (bench:web, its 100 KB budget). Until then, and
 * while the code arrives, the spinner the server's render shows.
 */
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/spinner';
import { useNearViewport } from '@/lib/use-near-viewport';

const HomeReviews = lazy(() =>
  import('./home-reviews').then((module) => ({ default: module.HomeReviews })),
);

export function LazyHomeReviews() {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const loading = <Spinner label="Loading reviews" />;
  return (
    <div ref={ref}>
      {near ? <Suspense fallback={loading}>{<HomeReviews />}</Suspense> : loading}
    </div>
  );
}
