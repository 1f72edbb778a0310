import { Spinner } from '@/components/spinner';

/** Shown while a page's chunk downloads on the first visit. */
export function PageLoader() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label="Loading page" />
    </div>
  );
}
