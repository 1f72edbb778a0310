/**
 * The back office's one hotel switcher. A button names the chosen hotel; it opens a dialog
 * with the admin hotel search (name search, first matches as radio cards, "All hotels"), and
 * a choice goes into the address, where every screen reads it (use-chosen-hotel.ts).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { ChevronIcon } from '@/components/chevron-icon';
import { useAdminHotel } from '../../api/get-admin-hotel';
import { AdminHotelPicker } from '../hotel-picker/admin-hotel-picker';
import { DialogTitleBar } from './dialog-title-bar';

export const ALL_HOTELS = 'All hotels';

interface HotelSwitcherProps {
  hotelId: string | undefined;
  onChoose: (hotelId: string | undefined) => void;
}

export function HotelSwitcher({ hotelId, onChoose }: HotelSwitcherProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex min-h-11 max-w-full min-w-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-left text-sm text-ink hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500">
        <span className="shrink-0 font-semibold text-slate-600">Hotel:</span>{' '}
        <span className="truncate font-bold">
          {hotelId === undefined ? ALL_HOTELS : <HotelName hotelId={hotelId} />}
        </span>
        <ChevronIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-4 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(94vw,48rem)] -translate-x-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl"
        >
          <DialogTitleBar title="Choose a hotel" closeLabel="Close" />
          <AdminHotelPicker
            searchLabel="Find a hotel by name"
            chosen={hotelId ?? ''}
            allHotelsLabel={ALL_HOTELS}
            onChoose={(id) => {
              onChoose(id || undefined);
              setOpen(false);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function HotelName({ hotelId }: { hotelId: string }) {
  const hotel = useAdminHotel(hotelId);
  if (hotel.isError) return <>Hotel #{hotelId}</>;
  return <>{hotel.data?.data.HotelName ?? '…'}</>;
}
