/**
 * The profile block of product §2: full name (fallback 'Admin'), 'Administrator', and the
 * picture, replaced by uploading a PNG or JPEG (sent as 'file:0' with the admin's name, then
 * stored with PUT /api/users/:id/picture).
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { IMAGE_ACCEPT, imageFileProblem, uploadFiles } from '@/lib/upload-images';
import { useMe } from '../../api/get-me';
import { useUpdatePicture } from '../../api/update-picture';
import { UploadProgress } from '../form/upload-progress';

export const NAME_FALLBACK = 'Admin';

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

export function AdminProfile({ userId }: { userId: string | undefined }) {
  const id = useId();
  const me = useMe();
  const updatePicture = useUpdatePicture();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);

  const fullName = me.data?.data.fullName.trim() || NAME_FALLBACK;
  const picture = me.data?.data.picture;
  const ownId = me.data?.data.id ?? userId;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file || ownId === undefined) return;
    const wrong = imageFileProblem(file);
    setProblem(wrong);
    if (!wrong) {
      setProgress(0);
      try {
        const answer = await uploadFiles(
          { 'file:0': file },
          { fields: { username: fullName }, onProgress: setProgress },
        );
        const address = answer['file:0'];
        if (!address) throw new ApiError(500, 'The upload answer is missing the picture');
        const saved = await updatePicture.mutateAsync({ userId: ownId, picture: address });
        notify.success(saved.message);
      } catch (failure) {
        setProblem(failure instanceof ApiError ? failure.message : 'The upload failed');
      } finally {
        setProgress(undefined);
      }
    }
    if (input.current) input.current.value = '';
  }

  return (
    <section
      aria-label="Administrator profile"
      className="flex flex-col items-center gap-4 rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200 sm:flex-row sm:text-left"
    >
      {picture ? (
        <img
          src={picture}
          alt={fullName}
          className="size-24 shrink-0 rounded-full object-cover ring-4 ring-brand-100"
        />
      ) : (
        <span
          role="img"
          aria-label={fullName}
          className="flex size-24 shrink-0 items-center justify-center rounded-full bg-brand-700 font-display text-3xl font-bold text-white ring-4 ring-brand-100"
        >
          {initialsOf(fullName)}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p
          className="font-display text-2xl font-bold break-words text-ink"
          data-testid="admin-name"
        >
          {fullName}
        </p>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Administrator
        </p>
      </div>
      <div className="flex w-full flex-col gap-2 sm:w-64">
        <label htmlFor={id} className="text-sm font-semibold text-slate-700">
          Change picture
        </label>
        <input
          id={id}
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={progress !== undefined || ownId === undefined}
          onChange={(event) => void choose(event)}
          aria-describedby={problem ? `${id}-error` : `${id}-hint`}
          // "No file chosen" beside the picture just uploaded is wrong: hidden while there is one.
          className={`block w-full text-sm ${picture ? 'text-transparent' : 'text-slate-600'} file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500`}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          PNG, JPEG or JPG
        </p>
        {progress !== undefined && <UploadProgress label="Uploading picture" fraction={progress} />}
        {problem && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
      </div>
    </section>
  );
}
