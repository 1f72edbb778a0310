/**
 * 'Edit Hotel': the hotel chosen in the back office, fresh from the server, in the form's edit
 * mode. Each of the form's steps is a section with its own address
 * (/admin-dashboard/hotels/edit/location?hotel=ID), so an admin goes straight to the part
 * that needs the change; the arrows still walk the steps in order.
 */
import { useId } from 'react';
import { NavLink, useNavigate, useParams } from 'react-router';
import { Spinner } from '@/components/spinner';
import { useAdminHotel } from '../api/get-admin-hotel';
import { EDIT_SECTIONS, screenUrl, type EditSection } from '../routes/screens';
import { ChooseHotelFirst, ScreenFrame } from './back-office/screen-frame';
import { useChosenHotel } from './back-office/use-chosen-hotel';
import { HotelWizard } from './hotel-wizard/hotel-wizard';

const sectionLink =
  'rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:border-brand-700 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white';

export function EditHotelScreen() {
  const { hotelId } = useChosenHotel();
  const { section } = useParams();
  const step = Math.max(1, EDIT_SECTIONS.findIndex(({ slug }) => slug === section) + 1);
  return (
    <ScreenFrame id="hotelUpdate">
      {hotelId === undefined ? (
        <ChooseHotelFirst what="its details" />
      ) : (
        <>
          <SectionLinks hotelId={hotelId} step={step} />
          <EditHotel hotelId={hotelId} step={step} />
        </>
      )}
    </ScreenFrame>
  );
}

function SectionLinks({ hotelId, step }: { hotelId: string; step: number }) {
  const id = useId();
  return (
    <nav aria-labelledby={id}>
      <p id={id} className="sr-only">
        Hotel sections
      </p>
      <ul className="flex flex-wrap gap-2">
        {EDIT_SECTIONS.map(({ slug, label }, index) => (
          <li key={slug}>
            <NavLink
              to={screenUrl('hotelUpdate', hotelId, slug)}
              className={sectionLink}
              // The bare edit address opens the first section.
              aria-current={index + 1 === step ? 'page' : undefined}
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function EditHotel({ hotelId, step }: { hotelId: string; step: number }) {
  const hotel = useAdminHotel(hotelId);
  const navigate = useNavigate();
  if (hotel.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading the hotel" />
      </div>
    );
  }
  if (hotel.isError) {
    return (
      <p role="alert" className="py-10 text-center text-red-700">
        {hotel.error.message}
      </p>
    );
  }
  const toStep = (next: number) =>
    navigate(screenUrl('hotelUpdate', hotelId, EDIT_SECTIONS[next - 1]!.slug as EditSection));
  return (
    <HotelWizard
      key={hotelId}
      mode="edit"
      hotel={hotel.data.data}
      step={step}
      onStepChange={toStep}
    />
  );
}
