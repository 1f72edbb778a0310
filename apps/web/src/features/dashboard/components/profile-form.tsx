/**
 * The Profile tab's form (product §2, §4, §5): shown read-only, Edit enables the fields, Save
 * runs the profile rules and asks for confirmation, Yes sends the update and shows
 * 'Profile Updated!'; Cancel puts the saved values back. The e-mail is shown, never editable.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_GENDER,
  GENDERS,
  NOTICES,
  profileFormSchema,
  type ProfileInput,
  type UserWire,
} from '@staylane/domain';
import { useCallback, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { inputClass } from '@/components/input-class';
import { getToken, saveSession } from '@/lib/session';
import { notify } from '@/lib/notify';
import { useUpdateProfile } from '../api/update-profile';
import { useEditMode } from '../hooks/use-edit-mode';

type ProfileFormInput = z.input<typeof profileFormSchema>;

export const PROFILE_CONFIRM = {
  title: 'Update your profile',
  message: 'Do you want to save these changes to your profile?',
};

function profileValues(user: UserWire): ProfileFormInput {
  return {
    fullName: user.fullName,
    gender: user.gender ?? DEFAULT_GENDER,
    streetAddress: user.streetAddress,
    city: user.city,
    zipCode: user.zipCode,
    phoneNumber: user.phoneNumber,
  };
}

export function ProfileForm({ user }: { user: UserWire }) {
  const id = useId();
  const update = useUpdateProfile();
  const [pending, setPending] = useState<ProfileInput>();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<ProfileFormInput, unknown, ProfileInput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileValues(user),
  });

  const focusFullName = useCallback(() => setFocus('fullName'), [setFocus]);
  const { editing, setEditing, buttons: actions } = useEditMode(focusFullName);

  // A fresh record from the server (after a save) becomes what Cancel goes back to.
  useEffect(() => {
    if (!editing) reset(profileValues(user));
  }, [user, editing, reset]);

  function cancel() {
    reset(profileValues(user));
    setEditing(false);
  }

  function confirm() {
    if (!pending) return;
    const profile = pending;
    setPending(undefined);
    update.mutate(
      { id: user.id, profile },
      {
        onSuccess: (answer) => {
          const token = getToken();
          // The navigation bar greets the user by the name kept in the cookie.
          if (token) saveSession(token, answer.data.fullName);
          setEditing(false);
          notify.success(NOTICES.profileUpdated);
        },
        onError: (error) => notify.error(error.message),
      },
    );
  }

  return (
    <form
      noValidate
      aria-label="Profile"
      onSubmit={handleSubmit((values) => setPending(values))}
      className="flex flex-col gap-5"
    >
      <fieldset disabled={!editing || update.isPending} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Your details</legend>
        <FormField
          label="Full Name"
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <FormField
          label="Email"
          type="email"
          value={user.email}
          readOnly
          disabled
          title="The e-mail address cannot be changed"
        />
        <FormField
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-gender`} className="text-sm font-semibold text-slate-700">
            Gender
          </label>
          <select id={`${id}-gender`} className={inputClass} {...register('gender')}>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {gender}
              </option>
            ))}
          </select>
        </div>
        <FormField
          className="sm:col-span-2"
          label="Street Address"
          autoComplete="street-address"
          error={errors.streetAddress?.message}
          {...register('streetAddress')}
        />
        <FormField
          label="City"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <FormField
          label="Zip Code"
          autoComplete="postal-code"
          error={errors.zipCode?.message}
          {...register('zipCode')}
        />
      </fieldset>
      <div ref={actions} className="flex flex-wrap gap-3">
        {/* Keys keep Edit and Save apart: without them React turned the pressed Edit button
            into the submit button Save during the click, and the browser then submitted the
            form, which opened the save confirmation before anything changed. */}
        {editing ? (
          <>
            <Button key="save" type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save'}
            </Button>
            <Button key="cancel" variant="outline" onClick={cancel} disabled={update.isPending}>
              Cancel
            </Button>
          </>
        ) : (
          <Button key="edit" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={pending !== undefined}
        onOpenChange={(open) => !open && setPending(undefined)}
        title={PROFILE_CONFIRM.title}
        message={PROFILE_CONFIRM.message}
        onConfirm={confirm}
      />
    </form>
  );
}
