/**
 * Step 3 (product §2, §5): popularity and trending numbers and the four social links, plus the
 * check-in and check-out hours the spec only filled with placeholders.
 */
import { FormField } from '@/components/form-field';
import { SelectField } from '../form/select-field';
import { StepNav } from './step-nav';
import type { StepProps } from './step-props';
import { useStepForm } from './use-step-form';
import { socialStepSchema, type SocialStepInput } from './wizard-model';

const hourOptions = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, '0')}:00`,
}));

export function StepSocial({ values, showErrors, onNext, onBack }: StepProps<SocialStepInput>) {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useStepForm(socialStepSchema, values, showErrors);
  return (
    <form noValidate onSubmit={handleSubmit(onNext)} aria-label="Social data">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Popularity #"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.popularity?.message}
          {...register('popularity')}
        />
        <FormField
          label="Trending #"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.trending?.message}
          {...register('trending')}
        />
        <FormField label="Facebook" error={errors.facebook?.message} {...register('facebook')} />
        <FormField label="Instagram" error={errors.instagram?.message} {...register('instagram')} />
        <FormField label="Twitter" error={errors.twitter?.message} {...register('twitter')} />
        <FormField label="Pinterest" error={errors.pinterest?.message} {...register('pinterest')} />
        <SelectField
          label="Check-in hour"
          options={hourOptions}
          error={errors.checkInHour?.message}
          {...register('checkInHour')}
        />
        <SelectField
          label="Check-out hour"
          options={hourOptions}
          error={errors.checkOutHour?.message}
          {...register('checkOutHour')}
        />
      </div>
      <StepNav step={3} onBack={() => onBack(getValues())} />
    </form>
  );
}
