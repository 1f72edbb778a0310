import { Link } from '@/components/link';
import { paths } from '@/lib/paths';

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const text = tone === 'dark' ? 'text-brand-800' : 'text-white';
  return (
    <Link
      to={paths.home}
      aria-label="Staylane home"
      className={`inline-flex items-center gap-2 rounded-md font-display text-xl font-extrabold tracking-tight focus-visible:outline-3 focus-visible:outline-accent-500 ${text}`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <path
          d="M8 22h16M10 22V12l6-4 6 4v10M14 22v-5h4v5"
          stroke="#f59e0b"
          strokeWidth="2.2"
          fill="none"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      Staylane
    </Link>
  );
}
