import { Link } from '@/components/link';
import { LazyMap } from '@/components/map/lazy-map';
import { FOOTER_MAP_CENTER, OFFICE_ADDRESS } from '@/lib/config';
import { paths } from '@/lib/paths';
import { useAllHotelsUrl } from '@/lib/today';

const linkClass =
  'rounded text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-accent-400';

/** Footer of product §2: text, a map on fixed coordinates (loaded when scrolled into view), links. */
export function Footer() {
  const hotelsUrl = useAllHotelsUrl();
  return (
    <footer className="site-footer bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.2fr_1fr_1.4fr]">
        <div>
          <p className="font-display text-2xl font-extrabold text-white">Staylane</p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed">
            Rooms, homes and apartments in cities around the world, booked in a few minutes. Honest
            prices per night, secure card payment and a confirmation in your inbox.
          </p>
        </div>
        <div>
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">Explore</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <Link className={linkClass} to={paths.home}>
                Home
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={hotelsUrl}>
                Hotels
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.about}>
                About Us
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.signup}>
                Sign Up
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">Find us</h2>
          <LazyMap
            center={FOOTER_MAP_CENTER}
            zoom={12}
            label="Map of the Staylane office"
            address={OFFICE_ADDRESS}
            className="mt-4 h-48"
          />
        </div>
      </div>
      <div className="border-t border-white/10 py-5 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} Staylane. All rights reserved.
      </div>
    </footer>
  );
}
