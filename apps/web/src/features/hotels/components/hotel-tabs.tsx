/** The six tabs of product §2: ROOMS, ABOUT, FACILITY, LOCATION, REVIEWS, POLICIES. */
import * as Tabs from '@radix-ui/react-tabs';
import { splitList, TAG_SEPARATOR, type HotelWire } from '@staylane/domain';
import { useState, type ReactNode } from 'react';
import { LazyMap } from '@/components/map/lazy-map';
import { ScrollingTabList } from '@/components/scrolling-tab-list';
import { selectTabOnPress } from '@/components/select-tab-on-press';
import { hotelFacilities } from '../utils/facilities';
import { HotelReviews } from './hotel-reviews';

const tabs = ['ROOMS', 'ABOUT', 'FACILITY', 'LOCATION', 'REVIEWS', 'POLICIES'] as const;
type Tab = (typeof tabs)[number];

const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;

export function HotelTabs({ hotel, rooms }: { hotel: HotelWire; rooms: ReactNode }) {
  const [tab, setTab] = useState<Tab>('ROOMS');
  const facilities = hotelFacilities(hotel);
  const policies = splitList(hotel.Policies, TAG_SEPARATOR);
  const address = [hotel.loc_Place, hotel.loc_City, hotel.loc_State, hotel.loc_Country]
    .filter(Boolean)
    .join(', ');
  const panel =
    'mt-6 focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-accent-500 rounded-lg';
  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
      <ScrollingTabList label="Hotel information">
        {tabs.map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            onMouseDown={selectTabOnPress(() => setTab(value))}
            className="shrink-0 border-b-3 border-transparent px-4 py-3 text-sm font-bold tracking-wider text-slate-500 hover:text-brand-700 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-accent-500 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
          >
            {value}
          </Tabs.Trigger>
        ))}
      </ScrollingTabList>
      <Tabs.Content value="ROOMS" className={panel}>
        {rooms}
      </Tabs.Content>
      <Tabs.Content value="ABOUT" className={panel}>
        <p className="leading-relaxed whitespace-pre-line text-slate-700">
          {hotel.HotelDescription}
        </p>
      </Tabs.Content>
      <Tabs.Content value="FACILITY" className={panel}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {facilities.map((facility) => (
            <li
              key={facility}
              className="flex items-center gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
            >
              <span
                aria-hidden="true"
                className="flex size-8 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
              >
                ✓
              </span>
              {facility}
            </li>
          ))}
        </ul>
      </Tabs.Content>
      <Tabs.Content value="LOCATION" className={panel}>
        <p className="mb-3 text-slate-700">{address}</p>
        <LazyMap
          address={`${hotel.HotelName}, ${address}`}
          center={[hotel.loc_Lat, hotel.loc_Lng]}
          zoom={14}
          label={`Map of ${hotel.HotelName}`}
          className="h-80"
        />
      </Tabs.Content>
      <Tabs.Content value="REVIEWS" className={panel}>
        <HotelReviews hotelId={hotel.id} />
      </Tabs.Content>
      <Tabs.Content value="POLICIES" className={panel}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <dt className="text-sm font-semibold text-slate-500">Check-in</dt>
            <dd className="font-display text-2xl font-bold text-ink">
              from {hour(hotel.CheckInHour)}
            </dd>
          </div>
          <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <dt className="text-sm font-semibold text-slate-500">Check-out</dt>
            <dd className="font-display text-2xl font-bold text-ink">
              until {hour(hotel.CheckOutHour)}
            </dd>
          </div>
        </dl>
        {policies.length > 0 && (
          <ul aria-label="House rules" className="mt-4 list-disc space-y-1 pl-5 text-slate-700">
            {policies.map((policy, index) => (
              <li key={`${index}-${policy}`}>{policy}</li>
            ))}
          </ul>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
