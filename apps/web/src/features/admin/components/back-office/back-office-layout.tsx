/**
 * The back office around every admin screen (docs/decisions/033-back-office.md): the grouped
 * navigation beside the content on wide screens and in a drawer on narrow ones, and above the
 * content the one hotel switcher. The screen itself comes first: no profile block or hotel
 * list stands before it.
 */
import { useState } from 'react';
import { Outlet, useMatch } from 'react-router';
import { screenUrl } from '../../routes/screens';
import { HotelWizard } from '../hotel-wizard/hotel-wizard';
import { BackOfficeNav } from './back-office-nav';
import { HotelSwitcher } from './hotel-switcher';
import { NavDrawer } from './nav-drawer';
import { ScreenFrame } from './screen-frame';
import { useChosenHotel } from './use-chosen-hotel';

export function BackOfficeLayout() {
  const { hotelId, choose } = useChosenHotel();
  const creating = useMatch(screenUrl('Create', undefined)) !== null;
  // The creation form stays mounted once opened, so a half-filled hotel survives a look at
  // another screen (as it did when the screens were tabs).
  const [createOpened, setCreateOpened] = useState(creating);
  // Noted while rendering (React's pattern for state that follows a prop), not in an effect.
  if (creating && !createOpened) setCreateOpened(true);

  return (
    <div className="mx-auto flex w-full max-w-7xl gap-8 px-4 py-6 sm:px-6 lg:py-8">
      <aside className="hidden w-56 shrink-0 lg:block">
        <div className="sticky top-24">
          <BackOfficeNav hotelId={hotelId} />
        </div>
      </aside>
      <main className="flex min-w-0 flex-1 flex-col gap-6">
        <div className="flex flex-wrap items-center gap-3">
          <NavDrawer hotelId={hotelId} />
          <h1 className="font-display text-lg font-bold text-slate-600 max-lg:sr-only">
            Admin Dashboard
          </h1>
          <div className="min-w-0 lg:ml-auto">
            <HotelSwitcher hotelId={hotelId} onChoose={choose} />
          </div>
        </div>
        <Outlet />
        {createOpened && (
          <div hidden={!creating}>
            <ScreenFrame id="Create">
              <HotelWizard mode="create" />
            </ScreenFrame>
          </div>
        )}
      </main>
    </div>
  );
}
