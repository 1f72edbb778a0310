/**
 * /admin-dashboard and the back office's screens below it (docs/decisions/033-back-office.md).
 * The router shows it only to a token with the Admin role and loads it as its own chunk; the
 * screens are routes of their own here, so each has an address that a reload and Back keep.
 */
import { idToWire } from '@staylane/domain';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession, userIdOf } from '@/lib/session';
import { BackOfficeLayout } from '../components/back-office/back-office-layout';
import { ChooseHotelFirst, ScreenFrame } from '../components/back-office/screen-frame';
import { useChosenHotel } from '../components/back-office/use-chosen-hotel';
import { AuditLog } from '../components/audit/audit-log';
import { AvailabilityCalendar } from '../components/calendar/availability-calendar';
import { ChannelsView } from '../components/channels/channels-view';
import { EditHotelScreen } from '../components/edit-hotel';
import { RatesScreen } from '../components/rates/rates-screen';
import { HoldList } from '../components/holds/hold-list';
import { HotelManagement } from '../components/hotel-management/hotel-management';
import { AdminProfile } from '../components/profile/admin-profile';
import { ReportSkeleton } from '../components/reports/report-skeleton';
import { ReservationList } from '../components/reservations/reservation-list';
import { UserManagement } from '../components/users/user-management';
import { screenById, screenUrl } from './screens';

// Reports bring a chart library: downloaded only when the screen is opened.
const ReportPanel = lazy(() => import('../components/reports/report-panel'));

const at = (id: Parameters<typeof screenById>[0]) => screenById(id).path;

export function AdminDashboardPage() {
  const session = useSession();
  const tokenUserId = session.token ? userIdOf(session.token) : undefined;
  // Ids travel as text (design §3); the token's claim is the database number.
  const userId = tokenUserId === undefined ? undefined : idToWire(tokenUserId);
  return (
    <Routes>
      <Route element={<BackOfficeLayout />}>
        <Route index element={<ManagementScreen />} />
        {/* The layout keeps the creation form mounted; the route only makes the address. */}
        <Route path={at('Create')} element={null} />
        <Route path={`${at('hotelUpdate')}/:section?`} element={<EditHotelScreen />} />
        <Route
          path={at('Reservations')}
          element={
            <ScreenFrame id="Reservations">
              <ReservationList />
            </ScreenFrame>
          }
        />
        <Route
          path={at('Holds')}
          element={
            <ScreenFrame id="Holds">
              <HoldList />
            </ScreenFrame>
          }
        />
        <Route path={at('Calendar')} element={<CalendarScreen />} />
        <Route path={at('Channels')} element={<ChannelsScreen />} />
        <Route path={at('Rates')} element={<RatesOfHotel />} />
        <Route path={at('Reports')} element={<ReportsScreen />} />
        <Route
          path={at('UserAdministration')}
          element={
            <ScreenFrame id="UserAdministration">
              <UserManagement selfId={userId} />
            </ScreenFrame>
          }
        />
        <Route path={at('Audit')} element={<AuditScreen />} />
        <Route
          path={at('Profile')}
          element={
            <ScreenFrame id="Profile">
              <AdminProfile userId={userId} />
            </ScreenFrame>
          }
        />
        <Route path="*" element={<Navigate to={paths.notFound} replace />} />
      </Route>
    </Routes>
  );
}

/** Spec: choosing a hotel to edit jumps to the edit screen, now with that hotel chosen. */
function ManagementScreen() {
  const navigate = useNavigate();
  return (
    <ScreenFrame id="Management">
      <HotelManagement onEdit={(hotel) => navigate(screenUrl('hotelUpdate', hotel.id))} />
    </ScreenFrame>
  );
}

function CalendarScreen() {
  const { hotelId } = useChosenHotel();
  return (
    <ScreenFrame id="Calendar">
      {hotelId ? (
        <AvailabilityCalendar hotelId={hotelId} />
      ) : (
        <ChooseHotelFirst what="its calendar" />
      )}
    </ScreenFrame>
  );
}

function RatesOfHotel() {
  const { hotelId } = useChosenHotel();
  return (
    <ScreenFrame id="Rates">
      {hotelId ? <RatesScreen hotelId={hotelId} /> : <ChooseHotelFirst what="its rates" />}
    </ScreenFrame>
  );
}

function ChannelsScreen() {
  const { hotelId } = useChosenHotel();
  return (
    <ScreenFrame id="Channels">
      <ChannelsView hotelId={hotelId} />
    </ScreenFrame>
  );
}

function AuditScreen() {
  const { hotelId } = useChosenHotel();
  return (
    <ScreenFrame id="Audit">
      {/* A new hotel chosen in the switcher starts the screen again with it as the filter. */}
      <AuditLog key={hotelId ?? ''} hotelId={hotelId} />
    </ScreenFrame>
  );
}

function ReportsScreen() {
  const { hotelId } = useChosenHotel();
  return (
    <ScreenFrame id="Reports">
      <Suspense fallback={<ReportSkeleton />}>
        <ReportPanel hotelId={hotelId ?? ''} />
      </Suspense>
    </ScreenFrame>
  );
}
