/**
 * The profile picture (product §2, §4): choosing an image uploads it at once and makes it the
 * user's picture. PNG and JPEG only, as the server stores.
 */
import { IMAGE_TYPES, type UserWire } from '@staylane/domain';
import { useId, useRef, type ChangeEvent } from 'react';
import { Spinner } from '@/components/spinner';
import { notify } from '@/lib/notify';
import { useUploadPicture } from '../api/upload-picture';

function initials(fullName: string): string {
  const letters = fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase());
  return letters.join('') || '?';
}

export function PictureUpload({ user }: { user: UserWire }) {
  const id = useId();
  const upload = useUploadPicture();
  const input = useRef<HTMLInputElement>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    upload.mutate(
      { id: user.id, file },
      {
        onSuccess: (answer) => notify.success(answer.message),
        onError: (error) => notify.error(error.message),
        // The same file can be chosen again after a failure.
        onSettled: () => {
          if (input.current) input.current.value = '';
        },
      },
    );
  }

  return (
    <div className="flex items-center gap-4">
      <div className="relative size-24 shrink-0 overflow-hidden rounded-full bg-brand-100 ring-4 ring-white shadow">
        {user.picture ? (
          <img
            src={user.picture}
            alt={user.fullName}
            width={96}
            height={96}
            className="size-full object-cover"
            data-testid="profile-picture"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-full items-center justify-center font-display text-3xl font-bold text-brand-800"
          >
            {initials(user.fullName)}
          </span>
        )}
        {upload.isPending && (
          <span className="absolute inset-0 flex items-center justify-center bg-white/70">
            <Spinner label="Uploading picture" className="size-8" />
          </span>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label
          htmlFor={`${id}-picture`}
          className="inline-flex h-9 cursor-pointer items-center self-start rounded-lg border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500"
        >
          Change picture
          <input
            ref={input}
            id={`${id}-picture`}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="sr-only"
            onChange={choose}
            disabled={upload.isPending}
          />
        </label>
        <p className="text-xs text-slate-500">PNG or JPEG, square works best (200 × 200).</p>
      </div>
    </div>
  );
}
