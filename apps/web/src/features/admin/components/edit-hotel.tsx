/** 'Edit Hotel': the chosen hotel, fresh from the server, in the wizard's edit mode. */
import { Spinner } from '@/components/spinner';
import { useAdminHotel } from '../api/get-admin-hotel';
import { HotelWizard } from './hotel-wizard/hotel-wizard';

export function EditHotel({ hotelId }: { hotelId: string }) {
  const hotel = useAdminHotel(hotelId);
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
  return <HotelWizard key={hotelId} mode="edit" hotel={hotel.data.data} />;
}
