/**
 * Hotel detail of product §2, driven by id, city, checkInDate, checkOutDate and guestnumber.
 * The stay lives in the address, so changing the dates refetches the rooms' free units.
 * `roomId` chooses a room on arrival: the address a guest comes back to after logging in
 * names the room they had chosen (decision 008).
 */
import {
  GALLERY_SEPARATOR,
  addDays,
  normaliseGuests,
  splitList,
  wireIdFromText,
} from '@staylane/domain';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { withParams } from '@/lib/api-client';
import { bookingUrl, allHotelsUrl, paths } from '@/lib/paths';
import { withOwnHolds, useOwnHolds } from '@/lib/own-holds';
import { hotelPageText, useDocumentHead } from '@/lib/page-head';
import { useHotelToday, useToday } from '@/lib/today';
import { isArrivalOver, useHotel } from '../api/get-hotel';
import { useHotelOffers } from '../api/get-hotel-offers';
import { BookingCard } from '../components/booking-card';
import { ContactCard } from '../components/contact-card';
import { FlexibleDates } from '../components/flexible-dates';
import { HotelGallery } from '../components/hotel-gallery';
import { HotelHeader } from '../components/hotel-header';
import { HotelTabs } from '../components/hotel-tabs';
import { PriceCalendarPicker } from '../components/price-calendar';
import { RoomCard } from '../components/room-card';
import { StickyBookBar } from '../components/sticky-book-bar';
import { validStay } from '../utils/search-params';

export function HotelDetailPage() {
  const [params, setParams] = useSearchParams();
  const id = wireIdFromText(params.get('id'));
  const visitorToday = useToday();
  // The hotel's time zone, from any answer about the hotel (the last one while the next loads).
  const [zoneOf, setZoneOf] = useState<{ id?: string; zone?: string }>({});
  const zone = zoneOf.id === id ? zoneOf.zone : undefined;
  // A stay starts no earlier than the hotel's today (decision 039), which for a hotel ahead of
  // the visitor is their tomorrow.
  const today = useHotelToday(zone);
  const stay = validStay(params.get('checkInDate'), params.get('checkOutDate'), today) ?? {
    checkInDate: today,
    checkOutDate: addDays(today, 1),
  };
  const guestParam = params.get('guestnumber') ?? params.get('guests');
  const [roomId, setRoomId] = useState<string | undefined>(() =>
    wireIdFromText(params.get('roomId')),
  );
  const [guests, setGuests] = useState<number | undefined>(
    guestParam ? normaliseGuests(guestParam) : undefined,
  );
  const query = useHotel(id, stay);
  // Asked with a day already over at the hotel (its zone unknown yet): the hotel without a stay
  // tells its zone, and the stay moves to the hotel's today.
  const arrivalOver = isArrivalOver(query.error);
  const undated = useHotel(id, {}, { enabled: arrivalOver });
  // The rooms' plans, the flexible dates and the one "from" price (decision 046), for the
  // party as the page has it; asked once the hotel took the stay (its zone decides the day).
  const offers = useHotelOffers(
    id,
    { ...stay, guests },
    { enabled: query.data !== undefined && !arrivalOver },
  ).data?.data;
  const knownZone = (query.data ?? undated.data)?.data.CancellationPolicy.TimeZone;
  // Kept in state, not only read from the answers: the stay (and so the query) follows it.
  if (knownZone && knownZone !== zone) setZoneOf({ id, zone: knownZone });
  // The hotel's answer is the same for everyone; a signed-in guest's own holds are theirs.
  const ownHolds = useOwnHolds({ hotelId: id, ...stay });
  const bookingColumn = useRef<HTMLElement>(null);
  useDocumentHead(query.data && hotelPageText(query.data.data));

  function changeStay(next: { checkInDate: string; checkOutDate: string }) {
    const updated = new URLSearchParams(params);
    updated.set('checkInDate', next.checkInDate);
    updated.set('checkOutDate', next.checkOutDate);
    setParams(updated, { replace: true, preventScrollReset: true });
  }

  // Another stay chosen from the offers (flexible dates, the nearest stay, the price
  // calendar): a new entry in the history, so Back returns to the dates asked.
  function moveStay(next: { checkInDate: string; checkOutDate: string }) {
    const updated = new URLSearchParams(params);
    updated.set('checkInDate', next.checkInDate);
    updated.set('checkOutDate', next.checkOutDate);
    if (guests !== undefined) updated.set('guestnumber', String(guests));
    setParams(updated, { preventScrollReset: true });
  }

  // Pending, not fetching: the server renders this page without fetching (app/render-page),
  // and its HTML must be what the browser's first render shows.
  if (id !== undefined && (query.isPending || arrivalOver)) {
    return (
      // A full screen, so the footer below does not jump when the hotel replaces the spinner.
      <main className="flex min-h-screen items-center justify-center">
        <Spinner label="Loading hotel" />
      </main>
    );
  }
  if (!query.data) {
    return (
      <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 text-center">
        <h1 className="font-display text-2xl font-bold text-ink">This hotel could not be found</h1>
        <p className="mt-2 text-slate-600">
          {query.error?.message ?? 'The address does not name a hotel.'}
        </p>
        <Link to={allHotelsUrl(visitorToday)} className={buttonClass('primary', 'md', 'mt-6')}>
          See all hotels
        </Link>
      </main>
    );
  }

  const hotel = query.data.data;
  const images = [
    ...new Set([hotel.FrontImg, ...splitList(hotel.Gallery, GALLERY_SEPARATOR)].filter(Boolean)),
  ];
  const rooms = withOwnHolds(hotel.Rooms, ownHolds.data);
  const selected = rooms.find((room) => room.id === roomId && room.FreeUnits !== 0);
  const city = params.get('city') || hotel.loc_City;

  return (
    <main className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6">
      <HotelHeader hotel={hotel} fromPrice={offers?.fromPrice} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0">
          <HotelGallery images={images} name={hotel.HotelName} />
          <div className="mt-8">
            <HotelTabs
              hotel={hotel}
              rooms={
                <>
                  {offers && (
                    <FlexibleDates
                      arrivals={offers.flexible}
                      chosenCheckIn={stay.checkInDate}
                      onMoveStay={moveStay}
                    />
                  )}
                  <ul className="space-y-4">
                    {rooms.map((room) => (
                      <li key={room.id}>
                        <RoomCard
                          room={room}
                          selected={selected?.id === room.id}
                          onSelect={() => setRoomId(room.id)}
                          guests={guests}
                          policy={hotel.CancellationPolicy}
                          checkIn={stay.checkInDate}
                          offers={offers?.rooms.find((offer) => offer.roomId === room.id)}
                          nights={offers?.nights}
                          bookingHref={(ratePlanId) =>
                            withParams(paths.booking, {
                              id: hotel.id,
                              roomId: room.id,
                              city,
                              checkIn: stay.checkInDate,
                              checkOut: stay.checkOutDate,
                              guestsN: guests ?? 1,
                              ratePlanId,
                            })
                          }
                          onMoveStay={moveStay}
                        />
                      </li>
                    ))}
                  </ul>
                </>
              }
            />
          </div>
        </div>
        <aside
          ref={bookingColumn}
          className="flex scroll-mt-20 flex-col gap-6 lg:sticky lg:top-24 lg:self-start"
        >
          <BookingCard
            city={hotel.loc_City}
            rooms={rooms}
            policy={hotel.CancellationPolicy}
            dateExtras={
              <PriceCalendarPicker
                hotelId={hotel.id}
                stay={stay}
                guests={guests}
                today={today}
                onChoose={moveStay}
              />
            }
            choice={{ ...stay, roomId: selected?.id, guests }}
            onChange={(choice) => {
              if (
                choice.checkInDate !== stay.checkInDate ||
                choice.checkOutDate !== stay.checkOutDate
              ) {
                changeStay(choice);
              }
              setRoomId(choice.roomId);
              setGuests(choice.guests);
            }}
            pageUrl={withParams(paths.hotelDetail, {
              id: hotel.id,
              city,
              checkInDate: stay.checkInDate,
              checkOutDate: stay.checkOutDate,
              guestnumber: guests,
              roomId: selected?.id,
            })}
            bookingUrl={bookingUrl({
              id: hotel.id,
              roomId: selected?.id ?? '',
              city,
              checkIn: stay.checkInDate,
              checkOut: stay.checkOutDate,
              guestsN: guests ?? 1,
            })}
          />
          <ContactCard hotel={hotel} />
        </aside>
      </div>
      <StickyBookBar selected={selected} card={bookingColumn} offers={offers} />
    </main>
  );
}
