/**
 * The booking card (product §2, §4): dates with the rules of section 4, the city, the chosen
 * room, guests 1–4; Book This Now stays disabled until room, guests and both dates are set,
 * then asks for confirmation with the logged-in or logged-out texts. A guest who is not logged
 * in goes to the login page with this page's address and choice, and comes back to them
 * after logging in (decision 008).
 */
import {
  GUESTS_MAX,
  GUESTS_MIN,
  roomFits,
  roomTooSmallMessage,
  type HotelWire,
  type RoomWire,
} from '@staylane/domain';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { CancellationTerms } from '@/components/cancellation-terms';
import { inputClass } from '@/components/input-class';
import { StayDateFields } from '@/components/stay-date-fields';
import { loginUrl } from '@/lib/return-to';
import { useSession } from '@/lib/session';
import { useHotelToday } from '@/lib/today';

// The dialog (Radix, ~17 KB) is not part of the hotel page's first download: it is fetched
// once the card is complete, before anyone can click Book This Now.
const loadConfirmDialog = () => import('@/components/confirm-dialog');
const ConfirmDialog = lazy(async () => ({ default: (await loadConfirmDialog()).ConfirmDialog }));

export const CONFIRM_LOGGED_IN = {
  title: 'Proceed to booking',
  message: 'Do you want to proceed with the current booking?',
};
export const CONFIRM_LOGGED_OUT = {
  title: 'You should register...',
  message:
    'You need to be logged in order to book a hotel. By pressing yes you will be redirected to our login page.',
};

export interface BookingChoice {
  checkInDate: string;
  checkOutDate: string;
  roomId: string | undefined;
  guests: number | undefined;
}

interface BookingCardProps {
  city: string;
  rooms: RoomWire[];
  /** The hotel's cancellation policy, shown for the chosen room and dates. */
  policy?: HotelWire['CancellationPolicy'];
  choice: BookingChoice;
  onChange: (choice: BookingChoice) => void;
  /** The booking page address for the current choice. */
  bookingUrl: string;
  /** This page's address with the current choice, to come back to after logging in. */
  pageUrl: string;
  /** Shown under the date fields: the hotel page's price calendar. */
  dateExtras?: ReactNode;
}

export function BookingCard({
  city,
  rooms,
  policy,
  choice,
  onChange,
  bookingUrl,
  pageUrl,
  dateExtras,
}: BookingCardProps) {
  const id = useId();
  const navigate = useNavigate();
  const session = useSession();
  const [confirming, setConfirming] = useState(false);
  const room = rooms.find((candidate) => candidate.id === choice.roomId);
  // A room the guests do not fit in cannot be booked (design §5): the card says why.
  const tooSmall = room !== undefined && !roomFits(room, choice.guests);
  const complete =
    Boolean(room && choice.guests && choice.checkInDate && choice.checkOutDate) && !tooSmall;
  useEffect(() => {
    if (complete) void loadConfirmDialog();
  }, [complete]);
  const texts = session.isLoggedIn ? CONFIRM_LOGGED_IN : CONFIRM_LOGGED_OUT;
  // The pickers offer no day already over at the hotel, wherever the visitor is.
  const hotelToday = useHotelToday(policy?.TimeZone);

  function confirm() {
    setConfirming(false);
    void navigate(session.isLoggedIn ? bookingUrl : loginUrl(pageUrl));
  }

  const label = 'text-xs font-bold tracking-wider text-slate-500 uppercase';
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${id}-title`} className="font-display text-xl font-bold text-ink">
        Your stay
      </h2>
      <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-2">
        <StayDateFields
          idPrefix={id}
          today={hotelToday}
          stay={choice}
          labelClassName={label}
          onChange={(stay) => onChange({ ...choice, ...stay })}
        />
        {dateExtras}
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={`${id}-city`} className={label}>
            City
          </label>
          <input id={`${id}-city`} className={`${inputClass} bg-slate-50`} value={city} readOnly />
        </div>
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={`${id}-room`} className={label}>
            Room
          </label>
          <select
            id={`${id}-room`}
            className={inputClass}
            aria-invalid={tooSmall || undefined}
            aria-describedby={tooSmall ? `${id}-room-error` : undefined}
            value={choice.roomId ?? ''}
            onChange={(event) =>
              onChange({
                ...choice,
                roomId: event.target.value || undefined,
              })
            }
          >
            <option value="">Choose a room</option>
            {rooms.map((candidate) => {
              const soldOut = candidate.FreeUnits === 0 || candidate.Available === false;
              const small = !roomFits(candidate, choice.guests);
              return (
                <option key={candidate.id} value={candidate.id} disabled={soldOut || small}>
                  {candidate.RoomName}
                  {soldOut ? ' (sold out)' : small ? ` (sleeps ${candidate.MaxGuests})` : ''}
                </option>
              );
            })}
          </select>
          {tooSmall && (
            <p id={`${id}-room-error`} role="alert" className="text-sm font-semibold text-red-700">
              {roomTooSmallMessage(room.MaxGuests)}. Choose a larger room or fewer guests.
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={`${id}-guests`} className={label}>
            Guests
          </label>
          <select
            id={`${id}-guests`}
            className={inputClass}
            value={choice.guests ?? ''}
            onChange={(event) =>
              onChange({
                ...choice,
                guests: event.target.value ? Number(event.target.value) : undefined,
              })
            }
          >
            <option value="">Number of guests</option>
            {Array.from(
              { length: GUESTS_MAX - GUESTS_MIN + 1 },
              (_, index) => GUESTS_MIN + index,
            ).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
      </div>
      {policy && room && (
        <CancellationTerms
          className="mt-4"
          policy={policy}
          nonRefundable={room.NonRefundable}
          checkIn={choice.checkInDate || undefined}
          detailed
        />
      )}
      <Button
        size="lg"
        variant="accent"
        className="mt-5 w-full"
        disabled={!complete}
        onClick={() => setConfirming(true)}
      >
        Book This Now
      </Button>
      {!complete && !tooSmall && (
        <p className="mt-2 text-center text-xs text-slate-500">
          Choose a room, the guests and both dates.
        </p>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setConfirming}
            title={texts.title}
            message={texts.message}
            onConfirm={confirm}
          />
        </Suspense>
      )}
    </section>
  );
}
