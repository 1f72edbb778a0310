import { usePageLoading } from '../page-loads';

/** A bar at the top of the window while the next page's chunk loads. */
export function RouteProgress() {
  const loading = usePageLoading();
  if (!loading) return null;
  return (
    <div
      role="status"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-100"
    >
      <div className="route-progress-bar h-full w-1/3 bg-accent-500" />
    </div>
  );
}
