/**
 * Step 4 (product §2, §5): several images at once; a notice says how many were uploaded.
 * Editing needs at least two images in the gallery; creating needs none.
 */
import type { HotelFormMode } from '@staylane/domain';
import { useState } from 'react';
import { ImageUploadField } from '../form/image-upload-field';
import { StepNav } from './step-nav';
import type { StepProps } from './step-props';
import { useStepForm } from './use-step-form';
import { galleryStepSchemaFor, type GalleryStepInput } from './wizard-model';

export function uploadedNotice(count: number): string {
  return count === 1 ? '1 image was uploaded' : `${count} images were uploaded`;
}

export function StepGallery({
  mode,
  values,
  showErrors,
  onNext,
  onBack,
}: StepProps<GalleryStepInput> & { mode: HotelFormMode }) {
  const {
    handleSubmit,
    getValues,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = useStepForm(galleryStepSchemaFor(mode), values, showErrors);
  const gallery = watch('gallery') ?? [];
  const [uploaded, setUploaded] = useState<number | undefined>(undefined);

  function change(next: string[]) {
    setValue('gallery', next, { shouldValidate: isSubmitted || showErrors });
  }

  return (
    <form noValidate onSubmit={handleSubmit(onNext)} aria-label="Gallery">
      <ImageUploadField
        label="Gallery images"
        hint="Choose several PNG or JPEG images at once."
        multiple
        addresses={gallery}
        error={errors.gallery?.message ?? errors.gallery?.root?.message}
        onUploaded={(addresses) => {
          setUploaded(addresses.length);
          change([...gallery, ...addresses]);
        }}
        onRemove={(index) => change(gallery.filter((_, at) => at !== index))}
      />
      <p role="status" className="mt-3 text-sm font-semibold text-brand-800">
        {uploaded !== undefined && uploadedNotice(uploaded)}
        {uploaded !== undefined && ` · `}
        {gallery.length === 1
          ? '1 image in the gallery'
          : `${gallery.length} images in the gallery`}
      </p>
      <StepNav step={4} onBack={() => onBack(getValues())} />
    </form>
  );
}
