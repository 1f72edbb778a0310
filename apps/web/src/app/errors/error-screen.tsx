import type { FallbackProps } from 'react-error-boundary';
import { buttonClass } from '@/components/button';
import { isMissingCodeError } from './chunk-reload';
import { reloadPage } from './reload-page';

export const ERROR_TITLE = 'Something went wrong';

/**
 * What a boundary shows instead of a page that failed, in the not-found screen's style: what
 * happened, Reload (which fetches a new build's code too) and the way home. A plain link
 * home, not the router's: the router may be what failed.
 */
export function ErrorScreen({
  error,
  fullScreen,
}: Pick<FallbackProps, 'error'> & { fullScreen: boolean }) {
  const missingCode = isMissingCodeError(error);
  return (
    <main
      className={`hero-backdrop flex flex-col items-center justify-center px-6 py-16 text-center text-white ${
        fullScreen ? 'min-h-screen' : 'min-h-[60vh]'
      }`}
    >
      <h1 className="font-display text-3xl font-bold sm:text-4xl">{ERROR_TITLE}</h1>
      <p className="mt-3 max-w-md text-white/80">
        {missingCode
          ? 'This page could not load, perhaps because Staylane was just updated. Reloading fetches the latest version.'
          : 'This page ran into a problem. Reloading usually sets it right.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reloadPage} className={buttonClass('accent', 'lg')}>
          Reload
        </button>
        <a href="/" className={buttonClass('outline', 'lg')}>
          Go back home
        </a>
      </div>
    </main>
  );
}
