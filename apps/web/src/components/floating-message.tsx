interface FloatingMessageProps {
  message: string;
  tone: 'success' | 'error';
  onClose: () => void;
}

/** A message that floats above the page corner until it times out or is closed. */
export function FloatingMessage({ message, tone, onClose }: FloatingMessageProps) {
  const colours =
    tone === 'success'
      ? 'border-brand-600 bg-brand-50 text-brand-900'
      : 'border-red-600 bg-red-50 text-red-900';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`fixed bottom-6 left-1/2 z-50 flex w-[min(92vw,28rem)] -translate-x-1/2 items-start gap-3 rounded-xl border-l-4 p-4 shadow-xl ${colours}`}
    >
      <p className="flex-1 text-sm font-medium">{message}</p>
      <button
        type="button"
        onClick={onClose}
        aria-label="Close message"
        className="-m-1 rounded p-1 text-lg leading-none hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-accent-500"
      >
        ×
      </button>
    </div>
  );
}
