import { useLayoutEffect, useRef } from 'react';
import { rememberOpener, returnFocus } from './return-focus';

interface FloatingMessageProps {
  message: string;
  tone: 'success' | 'error';
  onClose: () => void;
}

/**
 * A message that floats above the page corner until it times out or is closed. A keyboard
 * user who moved into it (to its close button) gets focus back where they came from when it
 * goes, rather than on the page body.
 */
export function FloatingMessage({ message, tone, onClose }: FloatingMessageProps) {
  const box = useRef<HTMLDivElement>(null);

  // What had focus as the message came (the form's button, even if disabled meanwhile). A
  // layout effect's cleanup runs before the message leaves the page, while focus is still in it.
  useLayoutEffect(() => {
    const element = box.current;
    const opener = rememberOpener();
    return () => {
      if (element?.contains(document.activeElement)) returnFocus(opener);
    };
  }, []);

  const colours =
    tone === 'success'
      ? 'border-brand-600 bg-brand-50 text-brand-900'
      : 'border-red-600 bg-red-50 text-red-900';
  return (
    <div
      ref={box}
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
