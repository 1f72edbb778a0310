import type { ReactNode } from 'react';
import { HOTEL_FORM_STEPS } from '@staylane/domain';

const arrow =
  'inline-flex size-11 items-center justify-center rounded-full border border-brand-700 bg-white text-xl text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500';

interface StepNavProps {
  step: number;
  /** Back needs no validation (product §4). */
  onBack: () => void;
  /**
   * The forward control: by default an arrow that submits the step's form, so the step
   * moves on only when it validates. Step 5 passes its Create/Update Hotel button instead.
   */
  forward?: ReactNode;
}

/** The wizard footer: back arrow, 'Step n / 5', forward arrow. */
export function StepNav({ step, onBack, forward }: StepNavProps) {
  return (
    <div className="mt-8 flex items-center justify-between gap-3 border-t border-slate-200 pt-5">
      <button type="button" className={arrow} onClick={onBack} aria-label="Previous step">
        <span aria-hidden="true">←</span>
      </button>
      <p className="font-semibold text-slate-600" aria-live="polite">
        Step {step} / {HOTEL_FORM_STEPS}
      </p>
      {forward ?? (
        <button type="submit" className={arrow} aria-label="Next step">
          <span aria-hidden="true">→</span>
        </button>
      )}
    </div>
  );
}
