/**
 * An image input that uploads on selection (POST /test-formdata) with a progress bar, then
 * shows previews of the stored images. Files are checked first (PNG or JPEG, 5 MB), so a
 * wrong file is named at once instead of after a round trip; a wrong file, whether found here
 * or by the server, costs the others nothing: they are uploaded, and the message names the
 * ones that were not, with the reason.
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { IMAGE_ACCEPT, imageFileProblem, uploadImages } from '@/lib/upload-images';
import { UploadProgress } from './upload-progress';

interface ImageUploadFieldProps {
  label: string;
  /** Stored addresses shown as previews. */
  addresses: readonly string[];
  /** Called with the addresses of the images just uploaded. */
  onUploaded: (addresses: string[]) => void;
  /** Removes the preview at this index; without it previews cannot be removed. */
  onRemove?: (index: number) => void;
  multiple?: boolean;
  /** Text fields sent beside the files (product §7: step 1 sends HotelName). */
  fields?: Record<string, string>;
  error?: string;
  hint?: string;
}

/** "Not uploaded: a.gif is not a PNG or JPEG image; b.png: Only PNG and JPEG…", or none. */
function notUploadedMessage(reasons: string[]): string | undefined {
  return reasons.length > 0 ? `Not uploaded: ${reasons.join('; ')}` : undefined;
}

export function ImageUploadField({
  label,
  addresses,
  onUploaded,
  onRemove,
  multiple = false,
  fields,
  error,
  hint,
}: ImageUploadFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    if (files.length === 0) return;
    const wrong = files.flatMap((file) => {
      const reason = imageFileProblem(file);
      return reason ? [reason] : [];
    });
    const sendable = files.filter((file) => !imageFileProblem(file));
    setProblem(notUploadedMessage(wrong));
    if (sendable.length === 0) {
      if (input.current) input.current.value = '';
      return;
    }
    setProgress(0);
    try {
      const { addresses: stored, rejected } = await uploadImages(sendable, {
        fields,
        onProgress: setProgress,
      });
      if (stored.length > 0) onUploaded(stored);
      const refused = rejected.map(({ file, reason }) => `${file.name}: ${reason}`);
      setProblem(notUploadedMessage([...wrong, ...refused]));
    } catch (failure) {
      setProblem(failure instanceof ApiError ? failure.message : 'The upload failed');
    } finally {
      setProgress(undefined);
      if (input.current) input.current.value = '';
    }
  }

  const message = problem ?? error;
  const described = [hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(' ');
  const uploading = progress !== undefined;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      <input
        id={id}
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        disabled={uploading}
        onChange={(event) => void choose(event)}
        aria-invalid={message ? true : undefined}
        aria-describedby={described || undefined}
        // The browser's "No file chosen" beside the button is wrong once images are shown
        // below: its text is hidden then (the button keeps its own colour).
        className={`block w-full rounded-lg border border-dashed border-slate-300 bg-white p-2 text-sm ${addresses.length > 0 ? 'text-transparent' : 'text-slate-600'} file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:opacity-60`}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {uploading && <UploadProgress label={`Uploading ${label}`} fraction={progress} />}
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
      {addresses.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label={`${label} previews`}>
          {addresses.map((address, index) => (
            <li key={`${address}-${index}`} className="relative">
              <img
                src={address}
                alt={`${label} ${index + 1}`}
                className="aspect-[4/3] w-full rounded-lg object-cover ring-1 ring-slate-200"
              />
              {onRemove && (
                <button
                  type="button"
                  onClick={() => onRemove(index)}
                  aria-label={`Remove ${label} ${index + 1}`}
                  className="absolute top-1 right-1 flex size-7 items-center justify-center rounded-full bg-white/90 text-lg leading-none text-red-700 shadow hover:bg-white focus-visible:outline-3 focus-visible:outline-accent-500"
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
