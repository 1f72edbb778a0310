import { useSearchParams } from 'react-router';
import { hotelListText, useDocumentHead } from '@/lib/page-head';
import { useToday } from '@/lib/today';
import { usePlaceName } from '../api/get-place-name';
import { FoldingSearch } from '../components/folding-search';
import { HotelResults } from '../components/hotel-results';
import { LocationBanner } from '../components/location-banner';
import { listAddressNotice, listSearchKey, readListSearch } from '../utils/search-params';

/** Hotel list of product §2, driven by the address; the server does the search. */
export function HotelListPage() {
  const [params] = useSearchParams();
  const today = useToday();
  const search = readListSearch(params, today);
  const notice = listAddressNotice(params, today);
  const key = listSearchKey(params);
  const place = usePlaceName(search);
  const everywhere = search.city.toLowerCase() === 'all';
  useDocumentHead(hotelListText(everywhere ? undefined : (place ?? search.city)));
  return (
    <main>
      <LocationBanner search={search} place={place} />
      <div className="mx-auto -mt-20 max-w-7xl px-4 pb-16 sm:px-6">
        <FoldingSearch search={search} place={place} />
        {notice && (
          <p role="status" className="mt-6 rounded-xl bg-amber-50 p-4 font-medium text-amber-900">
            {notice}
          </p>
        )}
        <div className="mt-10">
          {/* A new search starts again afresh (its filter and page come from the address). */}
          <HotelResults key={key} search={search} />
        </div>
      </div>
    </main>
  );
}
