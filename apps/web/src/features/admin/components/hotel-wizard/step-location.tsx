/**
 * Step 2 (product §2, §5): address, city, state, country, latitude, longitude. Beside the two
 * coordinates a map sets them by a click or a drag of its marker; typing moves the marker.
 */
import type { HotelLocationFormInput } from '@staylane/domain';
import { FormField } from '@/components/form-field';
import { LocationPicker } from '@/components/map/location-picker';
import { FOOTER_MAP_CENTER } from '@/lib/config';
import { StepNav } from './step-nav';
import type { StepProps } from './step-props';
import { useStepForm } from './use-step-form';
import { locationStepSchema } from './wizard-model';

export function StepLocation({
  values,
  showErrors,
  onNext,
  onBack,
}: StepProps<HotelLocationFormInput>) {
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = useStepForm(locationStepSchema, values, showErrors);
  // Once the step has shown its messages, a picked place clears them as typing would.
  const check = { shouldDirty: true, shouldValidate: isSubmitted || showErrors };
  return (
    <form noValidate onSubmit={handleSubmit(onNext)} aria-label="Location data">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Address"
          className="sm:col-span-2"
          error={errors.address?.message}
          {...register('address')}
        />
        <FormField label="City" error={errors.city?.message} {...register('city')} />
        <FormField label="State" error={errors.state?.message} {...register('state')} />
        <FormField label="Country" error={errors.country?.message} {...register('country')} />
        <div className="hidden sm:block" />
        <div className="grid gap-4 sm:col-span-2 lg:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
          <div className="grid content-start gap-4">
            <FormField
              label="Latitude"
              inputMode="decimal"
              placeholder="40.7128"
              error={errors.latitude?.message}
              {...register('latitude')}
            />
            <FormField
              label="Longitude"
              inputMode="decimal"
              placeholder="-74.0060"
              error={errors.longitude?.message}
              {...register('longitude')}
            />
          </div>
          <LocationPicker
            latitude={String(watch('latitude') ?? '')}
            longitude={String(watch('longitude') ?? '')}
            fallbackCenter={FOOTER_MAP_CENTER}
            onPick={(latitude, longitude) => {
              setValue('latitude', latitude, check);
              setValue('longitude', longitude, check);
            }}
          />
        </div>
      </div>
      <StepNav step={2} onBack={() => onBack(getValues())} />
    </form>
  );
}
