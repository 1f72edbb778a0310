/**
 * Add feed: another channel's calendar address for this room type (decision 021). The domain's
 * schema checks it here with the server's own messages; what the server still refuses shows
 * under the field it names.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { calendarFeedBodySchema, NOTICES, type CalendarFeedBody } from '@staylane/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAddCalendarFeed } from '../../api/calendar-feeds';

type FeedInput = z.input<typeof calendarFeedBodySchema>;
const EMPTY: FeedInput = { name: '', url: '' };

export function AddFeedForm({ roomId, roomName }: { roomId: string; roomName: string }) {
  const add = useAddCalendarFeed(roomId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FeedInput, unknown, CalendarFeedBody>({
    resolver: zodResolver(calendarFeedBodySchema),
    defaultValues: EMPTY,
  });

  function submit(body: CalendarFeedBody) {
    add.mutate(body, {
      onSuccess: ({ message }) => {
        reset(EMPTY);
        notify.success(message);
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : {};
        const named = (['name', 'url'] as const).filter((field) => fields[field]);
        named.forEach((field, at) =>
          setError(field, { message: fields[field] }, { shouldFocus: at === 0 }),
        );
        if (named.length === 0) {
          notify.error(error instanceof ApiError ? error.message : NOTICES.somethingWentWrong);
        }
      },
    });
  }

  return (
    <form
      noValidate
      aria-label={`Add a feed to ${roomName}`}
      onSubmit={handleSubmit(submit)}
      className="grid gap-3 rounded-xl border border-dashed border-slate-300 p-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-start"
    >
      <FormField
        label="Feed name"
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <FormField
        label="Feed address"
        type="url"
        inputMode="url"
        autoComplete="off"
        error={errors.url?.message}
        {...register('url')}
      />
      <Button type="submit" disabled={add.isPending} className="sm:mt-7">
        {add.isPending ? 'Adding…' : 'Add feed'}
      </Button>
    </form>
  );
}
