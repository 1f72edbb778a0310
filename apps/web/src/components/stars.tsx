import { starWidthPercent } from '@staylane/domain';

/** Five grey stars with gold ones on top, clipped at rating × 20 % (product §9). */
export function Stars({ rating, className = 'text-lg' }: { rating: number; className?: string }) {
  const width = starWidthPercent(rating);
  return (
    <span
      className={`relative inline-block leading-none ${className}`}
      role="img"
      aria-label={`Rated ${rating} out of 5`}
    >
      <span aria-hidden="true" className="text-slate-300">
        ★★★★★
      </span>
      <span
        aria-hidden="true"
        data-testid="stars-fill"
        className="absolute inset-y-0 left-0 overflow-hidden whitespace-nowrap text-accent-500"
        style={{ width: `${width}%` }}
      >
        ★★★★★
      </span>
    </span>
  );
}
