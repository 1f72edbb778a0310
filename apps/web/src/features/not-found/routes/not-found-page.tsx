import { Link } from '@/components/link';
import { buttonClass } from '@/components/button';

/** The not-found screen of product §2: no navigation bar or footer, a button back to /. */
export function NotFoundPage() {
  return (
    <main className="hero-backdrop flex min-h-screen flex-col items-center justify-center px-6 text-center text-white">
      <p className="font-display text-8xl font-extrabold tracking-tight text-accent-400 sm:text-9xl">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl font-bold sm:text-4xl">
        There&apos;s nothing here :(
      </h1>
      <p className="mt-3 max-w-md text-white/80">
        The page you are looking for does not exist or you do not have access to it.
      </p>
      <Link to="/" className={buttonClass('accent', 'lg', 'mt-8')}>
        Go back home
      </Link>
    </main>
  );
}
