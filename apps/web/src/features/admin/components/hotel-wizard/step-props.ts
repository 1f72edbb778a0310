/** What every step form gets from the wizard. */
export interface StepProps<V> {
  /** What the admin typed before (or the hotel's values when editing). */
  values: V;
  /** Validate at once: the admin was sent back here because the step is incomplete. */
  showErrors: boolean;
  /** The step validated: keep its values and go forward. */
  onNext: (values: V) => void;
  /** Keep the values as they are and go back, without validation. */
  onBack: (values: V) => void;
}
