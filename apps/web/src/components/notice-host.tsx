import { lazy, Suspense, useEffect, useState } from 'react';
import { connectNoticeHost } from '@/lib/notify';

const LazyToaster = lazy(() => import('./toaster'));

/** Renders sonner's Toaster only once a notice has been asked for. */
export function NoticeHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => connectNoticeHost(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
