/**
 * Traveller Information (product §2, §5): full name, e-mail (the confirmation goes there),
 * contact phone, special request, the coupon with APPLY, and PAY NOW. The page owns the form
 * so that paying can check it again; PAY NOW runs the rules and only then asks to hold.
 */
import { SPECIAL_REQUEST_MAX, type TravellerForm, type TravellerFormInput } from '@staylane/domain';
import { useId, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { inputClass } from '@/components/input-class';

export type TravellerFormApi = UseFormReturn<TravellerFormInput, unknown, TravellerForm>;

interface TravellerFormProps {
  form: TravellerFormApi;
  onPayNow: (values: TravellerForm) => void;
  payNowDisabled: boolean;
  payNowLabel?: string;
  /** The coupon field with its APPLY button. */
  coupon: ReactNode;
}

export function TravellerFormSection({
  form,
  onPayNow,
  payNowDisabled,
  payNowLabel = 'PAY NOW',
  coupon,
}: TravellerFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const requestError = errors.specialRequest?.message;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-ink">
        Traveller Information
      </h2>
      <form
        noValidate
        aria-label="Traveller Information"
        onSubmit={handleSubmit(onPayNow)}
        className="mt-5 grid gap-4 sm:grid-cols-2"
      >
        <FormField
          className="sm:col-span-2"
          label="Full Name"
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <div className="sm:col-span-2">
          <FormField
            label="Email address"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <p className="mt-1 text-xs text-slate-500">
            We will send the confirmation of your booking to this address.
          </p>
        </div>
        <FormField
          className="sm:col-span-2"
          label="Contact Info"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="10 digits, or +44 20 7946 0958"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <label htmlFor={`${id}-request`} className="text-sm font-semibold text-slate-700">
            Special Request
          </label>
          <textarea
            id={`${id}-request`}
            rows={2}
            maxLength={SPECIAL_REQUEST_MAX}
            aria-invalid={requestError ? true : undefined}
            aria-describedby={`${id}-request-hint${requestError ? ` ${id}-request-error` : ''}`}
            className={`${inputClass} h-auto py-2`}
            {...register('specialRequest')}
          />
          <p id={`${id}-request-hint`} className="text-xs text-slate-500">
            Up to {SPECIAL_REQUEST_MAX} characters.
          </p>
          {requestError && (
            <p id={`${id}-request-error`} role="alert" className="text-sm font-medium text-red-700">
              {requestError}
            </p>
          )}
        </div>
        <div className="sm:col-span-2">{coupon}</div>
        <Button
          type="submit"
          size="lg"
          variant="accent"
          className="sm:col-span-2"
          disabled={payNowDisabled}
        >
          {payNowLabel}
        </Button>
      </form>
    </section>
  );
}
