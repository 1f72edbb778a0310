/**
 * The room creator of step 5 (product §2, §5). Price and discount are typed as text and checked
 * by the domain's room schema; Units (identical rooms of the type) and Max guests (how many one
 * unit sleeps, design §5) are entered here, where the spec had neither.
 */
import { roomFormSchema, type RoomFormInput } from '@staylane/domain';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { ImageUploadField } from '../form/image-upload-field';
import { TextAreaField } from '../form/text-area-field';
import { useStepForm } from './use-step-form';

const WORDS_HINT = 'Words separated by spaces or commas, at least 2.';

interface RoomFormProps {
  initial: RoomFormInput;
  /** An existing entry of the list is being edited. */
  editing: boolean;
  onSave: (room: RoomFormInput) => void;
  onClear: () => void;
}

export function RoomForm({ initial, editing, onSave, onClear }: RoomFormProps) {
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = useStepForm(roomFormSchema, initial);
  const image = watch('image') ?? '';
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSave)}
      aria-label={editing ? 'Update room' : 'Create room'}
      className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Room name"
          className="sm:col-span-2"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextAreaField
          label="Amenities"
          rows={2}
          hint={WORDS_HINT}
          error={errors.amenities?.message}
          {...register('amenities')}
        />
        <TextAreaField
          label="Inclusions"
          rows={2}
          hint={WORDS_HINT}
          error={errors.inclusions?.message}
          {...register('inclusions')}
        />
        <FormField
          label="Room's Price"
          inputMode="decimal"
          placeholder="120"
          error={errors.price?.message}
          {...register('price')}
        />
        <FormField
          label="Room's discount"
          inputMode="decimal"
          placeholder="0"
          error={errors.discount?.message}
          {...register('discount')}
        />
        <FormField
          label="Units per room"
          inputMode="numeric"
          placeholder="1"
          error={errors.units?.message}
          {...register('units')}
        />
        <FormField
          label="Max guests"
          inputMode="numeric"
          placeholder="2"
          error={errors.maxGuests?.message}
          {...register('maxGuests')}
        />
        <div className="flex items-start gap-3 sm:col-span-2">
          <input
            id="room-non-refundable"
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            aria-describedby="room-non-refundable-hint"
            {...register('nonRefundable')}
          />
          <div>
            <label htmlFor="room-non-refundable" className="text-sm font-semibold text-slate-700">
              Non-refundable
            </label>
            <p id="room-non-refundable-hint" className="text-xs text-slate-500">
              Cancelling this room refunds nothing, whatever the hotel's policy.
            </p>
          </div>
        </div>
        <TextAreaField
          label="Room's description"
          className="sm:col-span-2"
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="sm:col-span-2">
          <ImageUploadField
            label="Room Image"
            hint="PNG or JPEG"
            addresses={image ? [image] : []}
            error={errors.image?.message}
            onUploaded={([address]) =>
              setValue('image', address ?? '', { shouldValidate: isSubmitted })
            }
          />
        </div>
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onClear}>
          Clear
        </Button>
        <Button type="submit">{editing ? 'Update Room' : 'Create Room'}</Button>
      </div>
    </form>
  );
}
