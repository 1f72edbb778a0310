/**
 * 'Hotel Management' (product §2): the server-searched list, 10 per page, with edit (which opens
 * the Edit Hotel tab) and delete after confirmation (the card is hidden at once; a refusal,
 * such as a hotel with upcoming bookings, brings it back with the server's message).
 */
import type { AdminSearchField, HotelWire } from '@staylane/domain';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadingOverlay } from '@/components/loading-overlay';
import { Pagination } from '@/components/pagination';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAdminHotels } from '../../api/get-admin-hotels';
import { useDeleteHotel } from '../../api/delete-hotel';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { AdminHotelCard } from './admin-hotel-card';
import { HotelSearchForm } from './hotel-search-form';

export const DELETE_HOTEL_TITLE = 'Delete this hotel?';

export function HotelManagement({ onEdit }: { onEdit: (hotel: HotelWire) => void }) {
  const [text, setText] = useState('');
  const [field, setField] = useState<AdminSearchField>('name');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(text, 300);
  const hotels = useAdminHotels({ q, field, page });
  const remove = useDeleteHotel();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [asked, setAsked] = useState<HotelWire | undefined>(undefined);

  function confirmDelete() {
    const hotel = asked;
    setAsked(undefined);
    if (!hotel) return;
    setHidden((current) => new Set(current).add(hotel.id));
    remove.mutate(hotel.id, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => {
        setHidden((current) => {
          const next = new Set(current);
          next.delete(hotel.id);
          return next;
        });
        notify.error(error instanceof ApiError ? error.message : 'The hotel was not deleted');
      },
    });
  }

  const list = (hotels.data?.data ?? []).filter((hotel) => !hidden.has(hotel.id));
  const meta = hotels.data?.meta;
  return (
    <div className="flex flex-col gap-6">
      <HotelSearchForm
        text={text}
        field={field}
        onTextChange={(next) => {
          setText(next);
          setPage(1);
        }}
        onFieldChange={(next) => {
          setField(next);
          setPage(1);
        }}
      />
      <p className="text-sm text-slate-600" aria-live="polite">
        {meta ? `${meta.total} ${meta.total === 1 ? 'hotel' : 'hotels'} found` : ''}
      </p>
      {meta && meta.pageCount > 1 && (
        <Pagination
          page={page}
          pageCount={meta.pageCount}
          onChange={setPage}
          label="Hotel pages, top"
        />
      )}
      <div className="relative min-h-40">
        {hotels.isFetching && <LoadingOverlay label="Loading hotels" />}
        {hotels.isError && (
          <p role="alert" className="text-red-700">
            {hotels.error.message}
          </p>
        )}
        {hotels.isSuccess && list.length === 0 && (
          <p className="py-10 text-center text-slate-600">No hotels match this search.</p>
        )}
        <ul className="flex flex-col gap-3">
          {list.map((hotel) => (
            <li key={hotel.id}>
              <AdminHotelCard
                hotel={hotel}
                onEdit={() => onEdit(hotel)}
                onDelete={() => setAsked(hotel)}
                deleting={remove.isPending && remove.variables === hotel.id}
              />
            </li>
          ))}
        </ul>
      </div>
      {meta && meta.pageCount > 1 && (
        <Pagination
          page={page}
          pageCount={meta.pageCount}
          onChange={setPage}
          label="Hotel pages, bottom"
        />
      )}
      <ConfirmDialog
        open={asked !== undefined}
        onOpenChange={(open) => !open && setAsked(undefined)}
        title={DELETE_HOTEL_TITLE}
        message={`${asked?.HotelName ?? 'The hotel'} and its rooms will be removed permanently.`}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
