import { buttonClass } from '@/components/button';
import { Link } from '@/components/link';
import { paths } from '@/lib/paths';
import { useAllHotelsUrl } from '@/lib/today';

/** Where a guest goes once a stay is paid: their bookings, or another search. */
export function AfterBookingLinks({ className = '' }: { className?: string }) {
  const hotelsUrl = useAllHotelsUrl();
  return (
    <div className={`flex flex-wrap justify-center gap-3 ${className}`}>
      <Link to={`${paths.dashboard}?tab=bookings`} className={buttonClass('primary')}>
        See my bookings
      </Link>
      <Link to={hotelsUrl} className={buttonClass('outline')}>
        Find another stay
      </Link>
    </div>
  );
}
