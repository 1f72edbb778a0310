/** Step 1 (product §2, §5): name, website, phone, email, description, two tags, front image. */
import { SPECIAL_TAG_MAX, TAG_CHOICES, type HotelFormMode } from '@staylane/domain';
import { FormField } from '@/components/form-field';
import { ImageUploadField } from '../form/image-upload-field';
import { SelectField } from '../form/select-field';
import { TextAreaField } from '../form/text-area-field';
import { StepNav } from './step-nav';
import { useStepForm } from './use-step-form';
import { basicsStepSchemaFor, type BasicsStepInput } from './wizard-model';
import type { StepProps } from './step-props';

const tagOptions = TAG_CHOICES.map((tag) => ({ value: tag, label: tag }));

export function StepBasics({
  mode,
  values,
  showErrors,
  onNext,
  onBack,
}: StepProps<BasicsStepInput> & { mode: HotelFormMode }) {
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = useStepForm(basicsStepSchemaFor(mode), values, showErrors);
  const frontImg = watch('frontImg') ?? '';
  const hotelName = watch('name') ?? '';
  const tagsError = errors.tags?.message ?? errors.tags?.[0]?.message ?? errors.tags?.[1]?.message;

  return (
    <form noValidate onSubmit={handleSubmit(onNext)} aria-label="Basic information">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message} {...register('name')} />
        <FormField
          label="Website"
          inputMode="url"
          placeholder="www.example.com"
          error={errors.website?.message}
          {...register('website')}
        />
        <FormField
          label="Phone number"
          type="tel"
          inputMode="numeric"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <FormField
          label="Email"
          type="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextAreaField
          label="Description"
          className="sm:col-span-2"
          error={errors.description?.message}
          {...register('description')}
        />
        <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
          <legend className="sr-only">Tags</legend>
          <SelectField
            label="Tag 1"
            placeholder="Choose a tag"
            options={tagOptions}
            aria-invalid={tagsError ? true : undefined}
            {...register('tags.0')}
          />
          <SelectField
            label="Tag 2"
            placeholder="Choose a tag"
            options={tagOptions}
            aria-invalid={tagsError ? true : undefined}
            {...register('tags.1')}
          />
          <FormField
            label="Special tag"
            placeholder="None (e.g. Recommended)"
            maxLength={SPECIAL_TAG_MAX}
            error={errors.specialTag?.message}
            {...register('specialTag')}
          />
          {tagsError && (
            <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-3">
              {tagsError}
            </p>
          )}
        </fieldset>
        <div className="sm:col-span-2">
          <ImageUploadField
            label="Front image"
            hint="PNG or JPEG"
            addresses={frontImg ? [frontImg] : []}
            fields={{ HotelName: hotelName }}
            error={errors.frontImg?.message}
            onUploaded={([address]) =>
              setValue('frontImg', address ?? '', { shouldValidate: isSubmitted })
            }
          />
        </div>
      </div>
      <StepNav step={1} onBack={() => onBack(getValues())} />
    </form>
  );
}
