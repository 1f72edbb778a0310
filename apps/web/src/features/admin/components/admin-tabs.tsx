/**
 * The five tabs of spec §2 with the spec's tab values (§4), and the manager's tabs: 'Active
 * Holds' (issue 16), 'Calendar' and 'Reports' (issue 19) and 'Channels' (issue 18). The two wizards stay
 * mounted when another tab is opened, so a half-filled hotel survives a look at the list.
 */
import * as Tabs from '@radix-ui/react-tabs';
import type { HotelWire } from '@staylane/domain';
import { lazy, Suspense, useState } from 'react';
import { ScrollingTabList } from '@/components/scrolling-tab-list';
import { selectTabOnPress } from '@/components/select-tab-on-press';
import { AvailabilityCalendar } from './calendar/availability-calendar';
import { ChannelsView } from './channels/channels-view';
import { EditHotel } from './edit-hotel';
import { HotelManagement } from './hotel-management/hotel-management';
import { HoldList } from './holds/hold-list';
import { ReportSkeleton } from './reports/report-skeleton';
import { HotelWizard } from './hotel-wizard/hotel-wizard';
import { ReservationList } from './reservations/reservation-list';
import { UserManagement } from './users/user-management';

// The Reports tab brings a chart library: downloaded only when the tab is opened (issue 19).
const ReportPanel = lazy(() => import('./reports/report-panel'));

export type AdminTab =
  | 'Management'
  | 'Create'
  | 'Reservations'
  | 'Holds'
  | 'Calendar'
  | 'Reports'
  | 'Channels'
  | 'UserAdministration'
  | 'hotelUpdate';

const TAB_LABELS: Record<AdminTab, string> = {
  Management: 'Hotel Management',
  Create: 'Create a New Hotel',
  Reservations: 'Reservations',
  Holds: 'Active Holds',
  Calendar: 'Calendar',
  Reports: 'Reports',
  Channels: 'Channels',
  UserAdministration: 'User Management',
  hotelUpdate: 'Edit Hotel',
};

const trigger =
  'shrink-0 rounded-t-lg border-b-3 border-transparent px-4 py-3 text-sm font-bold text-slate-500 hover:text-brand-700 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-accent-500 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';
const panel =
  'mt-6 rounded-lg focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-accent-500 data-[state=inactive]:hidden';

export function AdminTabs({ selfId }: { selfId: string | undefined }) {
  const [tab, setTab] = useState<AdminTab>('Management');
  const [editing, setEditing] = useState<string | undefined>(undefined);

  function edit(hotel: HotelWire) {
    setEditing(hotel.id);
    setTab('hotelUpdate');
  }

  const tabs: AdminTab[] = [
    'Management',
    'Create',
    'Reservations',
    'Holds',
    'Calendar',
    'Reports',
    'Channels',
    'UserAdministration',
  ];
  if (editing !== undefined) tabs.push('hotelUpdate');

  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as AdminTab)}>
      <ScrollingTabList label="Administration">
        {tabs.map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className={trigger}
            onMouseDown={selectTabOnPress(() => setTab(value))}
          >
            {TAB_LABELS[value]}
          </Tabs.Trigger>
        ))}
      </ScrollingTabList>
      <Tabs.Content value="Management" className={panel}>
        <HotelManagement onEdit={edit} />
      </Tabs.Content>
      <Tabs.Content value="Create" className={panel} forceMount>
        <HotelWizard mode="create" />
      </Tabs.Content>
      <Tabs.Content value="Reservations" className={panel}>
        <ReservationList />
      </Tabs.Content>
      <Tabs.Content value="Holds" className={panel}>
        <HoldList />
      </Tabs.Content>
      <Tabs.Content value="Calendar" className={panel}>
        <AvailabilityCalendar />
      </Tabs.Content>
      <Tabs.Content value="Reports" className={panel}>
        <Suspense fallback={<ReportSkeleton />}>
          <ReportPanel />
        </Suspense>
      </Tabs.Content>
      <Tabs.Content value="Channels" className={panel}>
        <ChannelsView />
      </Tabs.Content>
      <Tabs.Content value="UserAdministration" className={panel}>
        <UserManagement selfId={selfId} />
      </Tabs.Content>
      {editing !== undefined && (
        <Tabs.Content value="hotelUpdate" className={panel} forceMount>
          <EditHotel hotelId={editing} />
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
