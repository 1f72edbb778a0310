/** Failure page of product §2: the two texts, and ways back. No payment was kept (design §5). */
import { Link } from '@/components/link';
import { buttonClass } from '@/components/button';
import { paths } from '@/lib/paths';
import { useAllHotelsUrl } from '@/lib/today';

export const FAILURE_HEADING = 'Something Went Wrong With The Payment';
export const FAILURE_TEXT = "The payment process crashed. Don't worry no payments were made";

export function CheckoutFailurePage() {
  const hotelsUrl = useAllHotelsUrl();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-12 text-center">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-red-100 text-3xl text-red-700"
      >
        !
      </span>
      <h1 className="mt-6 font-display text-3xl font-bold text-ink">{FAILURE_HEADING}</h1>
      <p className="mt-3 text-slate-600">{FAILURE_TEXT}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={hotelsUrl} className={buttonClass('primary')}>
          Search hotels again
        </Link>
        <Link to={paths.dashboard} className={buttonClass('outline')}>
          Go to my dashboard
        </Link>
      </div>
    </main>
  );
}
