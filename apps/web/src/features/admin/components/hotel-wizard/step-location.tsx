/** Step 2 (spec §2, §5): address, city, state, country, latitude, longitude. */
import type { HotelLocationFormInput } from '@staylane/domain';
import { FormField } from '@/components/form-field';
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
    formState: { errors },
  } = useStepForm(locationStepSchema, values, showErrors);
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
      <StepNav step={2} onBack={() => onBack(getValues())} />
    </form>
  );
}
