import { useMutation } from '@tanstack/react-query';
import type { CouponInput } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';

export interface ValidCoupon {
  code: string;
  /** The extra discount, a percent of the base price. */
  percent: number;
}

/** 200 with the coupon's percent, or 404 'This coupon code does not seem correct, try again!'. */
export function validateCoupon(input: CouponInput) {
  return api.post<Envelope<ValidCoupon>>('/api/coupons/validate', input);
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
