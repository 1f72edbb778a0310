import { NOTICES } from '@staylane/domain';

/** Covers the page while the card is charged and the booking saved (product §2). */
export function ProcessingOverlay() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4">
      <div
        role="status"
        className="flex max-w-sm flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-2xl"
      >
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
        />
        <p className="font-display text-lg font-bold text-ink">{NOTICES.processingPayment}</p>
      </div>
    </div>
  );
}
