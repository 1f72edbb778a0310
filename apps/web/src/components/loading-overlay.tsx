import { Spinner } from './spinner';

/** Covers its positioned parent while something loads (hotel list, filter changes). */
export function LoadingOverlay({ label = 'Loading hotels' }: { label?: string }) {
  return (
    <div
      data-testid="loading-overlay"
      className="absolute inset-0 z-10 flex items-start justify-center rounded-xl bg-white/75 pt-24 backdrop-blur-[1px]"
    >
      <Spinner label={label} />
    </div>
  );
}
