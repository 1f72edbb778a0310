/**
 * The coupon code with APPLY (product §4, §8): the server checks the code and answers its extra
 * percent; the popup says 'Coupon received. enjoy your discount!' or 'This coupon code does
 * not seem correct, try again!'. Changing the text after that removes the discount until
 * APPLY is pressed again, so the summary never shows a discount the code does not give.
 */
import { NOTICES, couponSchema } from '@staylane/domain';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/button';
import { inputClass } from '@/components/input-class';
import { MessageDialog } from '@/components/message-dialog';
import { ApiError } from '@/lib/api-client';
import { useValidateCoupon, type ValidCoupon } from '../api/validate-coupon';
import type { TravellerFormApi } from './traveller-form';

interface CouponFieldProps {
  form: TravellerFormApi;
  applied: ValidCoupon | undefined;
  onApplied: (coupon: ValidCoupon | undefined) => void;
  disabled?: boolean;
}

type Popup = { tone: 'right' | 'wrong'; message: string } | undefined;

export function CouponField({ form, applied, onApplied, disabled }: CouponFieldProps) {
  const id = useId();
  const validate = useValidateCoupon();
  const [popup, setPopup] = useState<Popup>();
  const typed = useWatch({ control: form.control, name: 'coupon' }) ?? '';

  useEffect(() => {
    if (applied && typed.trim().toUpperCase() !== applied.code.toUpperCase()) onApplied(undefined);
  }, [typed, applied, onApplied]);

  function apply() {
    const parsed = couponSchema.safeParse({ code: typed });
    if (!parsed.success) {
      onApplied(undefined);
      setPopup({ tone: 'wrong', message: NOTICES.couponWrong });
      return;
    }
    validate.mutate(parsed.data, {
      onSuccess: (answer) => {
        onApplied(answer.data);
        setPopup({ tone: 'right', message: NOTICES.couponRight });
      },
      onError: (error) => {
        onApplied(undefined);
        const wrong = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setPopup({ tone: 'wrong', message: wrong ? NOTICES.couponWrong : error.message });
      },
    });
  }

  function applyOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter in the coupon field applies the coupon instead of submitting PAY NOW.
    event.preventDefault();
    apply();
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-coupon`} className="text-sm font-semibold text-slate-700">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-coupon`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className={`${inputClass} min-w-0 flex-1 uppercase`}
          onKeyDown={applyOnEnter}
          {...form.register('coupon')}
        />
        <Button
          variant="outline"
          onClick={apply}
          disabled={disabled || validate.isPending}
          className="shrink-0"
        >
          APPLY
        </Button>
      </div>
      {applied && (
        <p className="text-sm font-medium text-brand-700">
          {applied.code}: {applied.percent}% off the base price
        </p>
      )}
      <MessageDialog
        open={popup !== undefined}
        onOpenChange={(open) => !open && setPopup(undefined)}
        title={popup?.tone === 'right' ? 'Coupon applied' : 'Coupon not applied'}
      >
        {popup?.message}
      </MessageDialog>
    </div>
  );
}
