/**
 * The user dashboard (product §2): Profile and Bookings tabs. The tab lives in the address
 * (?tab=bookings) so the success page can link straight to the new booking.
 */
import * as Tabs from '@radix-ui/react-tabs';
import { firstName } from '@staylane/domain';
import { useSearchParams } from 'react-router';
import { Spinner } from '@/components/spinner';
import { useCurrentUser } from '@/lib/current-user';
import { BookingList } from '../components/booking-list';
import { ReviewFormDialog } from '../components/review-form';
import { useReviewStays } from '../api/reviews';
import { useSessions } from '../api/get-sessions';
import { PasswordForm } from '../components/password-form';
import { PictureUpload } from '../components/picture-upload';
import { ProfileForm } from '../components/profile-form';
import { SessionList } from '../components/session-list';

type Tab = 'profile' | 'bookings';

const tabClass =
  'h-11 flex-1 rounded-lg px-4 text-sm font-semibold text-slate-600 hover:text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow sm:flex-none';
const panelClass =
  'mt-6 focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-accent-500';

export function DashboardPage() {
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'bookings' ? 'bookings' : 'profile';
  const query = useCurrentUser();
  const sessions = useSessions();
  const provisional = sessions.data?.some((session) => session.current && session.provisional);
  const reviewStays = useReviewStays();
  // ?review={bookingId} opens the review form (the invitation mail links here).
  const reviewing = search.get('review') ?? undefined;

  function openReview(bookingId: string | undefined) {
    const next = new URLSearchParams(search);
    if (bookingId) {
      next.set('tab', 'bookings');
      next.set('review', bookingId);
    } else next.delete('review');
    setSearch(next, { replace: true, preventScrollReset: true });
  }

  function changeTab(value: string) {
    const next = new URLSearchParams(search);
    if (value === 'bookings') next.set('tab', 'bookings');
    else next.delete('tab');
    setSearch(next, { replace: true, preventScrollReset: true });
  }

  if (query.isPending) {
    return (
      <main className="flex min-h-[60vh] items-center justify-center">
        <Spinner label="Loading your dashboard" />
      </main>
    );
  }
  if (!query.data) {
    return (
      <main className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="font-display text-2xl font-bold text-ink">Your dashboard could not load</h1>
        <p className="mt-2 text-slate-600">{query.error?.message}</p>
      </main>
    );
  }

  const user = query.data;
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center gap-5">
        <PictureUpload user={user} />
        <div>
          <h1 className="font-display text-3xl font-bold text-ink">
            Hello, {firstName(user.fullName) || 'traveller'}
          </h1>
          <p className="text-slate-600">{user.email}</p>
        </div>
      </div>
      <Tabs.Root value={tab} onValueChange={changeTab} className="mt-8">
        <Tabs.List
          aria-label="Dashboard"
          className="flex gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-flex"
        >
          <Tabs.Trigger value="profile" className={tabClass}>
            Profile
          </Tabs.Trigger>
          <Tabs.Trigger value="bookings" className={tabClass}>
            Bookings ({user.bookings.length})
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profile" className={panelClass}>
          <div className="flex flex-col gap-6">
            <section
              aria-labelledby="profile-title"
              className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
            >
              <h2 id="profile-title" className="mb-4 font-display text-xl font-bold text-ink">
                Your profile
              </h2>
              <ProfileForm user={user} />
            </section>
            <section
              aria-labelledby="password-title"
              className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
            >
              <h2 id="password-title" className="mb-4 font-display text-xl font-bold text-ink">
                Password
              </h2>
              {/* Mounted again if the session list says otherwise: the form's rules differ. */}
              <PasswordForm
                key={provisional ? 'provisional' : 'ordinary'}
                userId={user.id}
                provisional={provisional}
              />
            </section>
            <section
              aria-labelledby="sessions-title"
              className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
            >
              <h2 id="sessions-title" className="mb-4 font-display text-xl font-bold text-ink">
                Signed-in devices
              </h2>
              <SessionList />
            </section>
          </div>
        </Tabs.Content>
        <Tabs.Content value="bookings" className={panelClass}>
          <h2 className="sr-only">Your bookings</h2>
          <BookingList
            bookings={user.bookings}
            reviewStays={reviewStays.data}
            onReview={openReview}
          />
        </Tabs.Content>
      </Tabs.Root>
      <ReviewFormDialog
        booking={
          reviewStays.data?.get(reviewing ?? '')?.status === 'open'
            ? user.bookings.find((booking) => booking.id === reviewing)
            : undefined
        }
        onClose={() => openReview(undefined)}
      />
    </main>
  );
}
