import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The form of one wizard step: the domain schema validates it, and submitting hands over what
 * was typed (raw: the wizard keeps inputs, the payload is built at the end). `showErrors`
 * validates at once, for a step the admin is sent back to because it is incomplete.
 */
export function useStepForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  defaultValues: z.input<S>,
  showErrors = false,
) {
  const form = useForm<z.input<S>, unknown, z.input<S>>({
    resolver: zodResolver(schema as never, undefined, { raw: true }) as never,
    defaultValues: defaultValues as DefaultValues<z.input<S>>,
  });
  const { trigger } = form;
  useEffect(() => {
    if (showErrors) void trigger();
  }, [showErrors, trigger]);
  return form;
}
