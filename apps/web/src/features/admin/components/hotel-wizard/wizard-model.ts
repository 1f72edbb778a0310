/**
 * The wizard's data between steps. Each step keeps what the admin typed (the schemas' input
 * shape), so going back and forth never loses a keystroke; the domain schemas turn it into
 * the payload only when the hotel is sent, through `hotelPayloadFromForm`.
 *
 * The spec sent fixed placeholders for special tag, check-in and check-out hours (section 9);
 * here the admin enters them, in steps 1 and 3 (the domain's step schemas carry them).
 */
import {
  hotelBasicsSchemaFor,
  hotelFormFromWire,
  hotelGallerySchemaFor,
  hotelLocationSchema,
  hotelPayloadFromForm,
  hotelSocialSchema,
  DEFAULT_CHECK_IN_HOUR,
  DEFAULT_CHECK_OUT_HOUR,
  emptyHotelPolicy,
  hotelPolicySchema,
  roomFormSchema,
  type HotelPolicyFormInput,
  type HotelFormMode,
  type HotelLocationFormInput,
  type HotelPayloadInput,
  type HotelWire,
  type RoomFormEntry,
  type RoomFormInput,
} from '@staylane/domain';
import type { z } from 'zod';

export const basicsStepSchemaFor = hotelBasicsSchemaFor;
export const locationStepSchema = hotelLocationSchema;
export const socialStepSchema = hotelSocialSchema;
export const galleryStepSchemaFor = hotelGallerySchemaFor;

export type BasicsStepInput = z.input<ReturnType<typeof basicsStepSchemaFor>>;
export type SocialStepInput = z.input<typeof socialStepSchema>;
export type GalleryStepInput = z.input<ReturnType<typeof galleryStepSchemaFor>>;
/** A room of the list: what was typed, and the id and facility of an existing room. */
export type RoomDraft = RoomFormInput & { id?: string; facility?: string };

export interface WizardValues {
  basics: BasicsStepInput;
  location: HotelLocationFormInput;
  social: SocialStepInput;
  gallery: GalleryStepInput;
  rooms: RoomDraft[];
  /** The cancellation policy, entered in step 5 beside the rooms. */
  policy: HotelPolicyFormInput;
}

export const STEP_TITLES = [
  'Basic information',
  'Location data',
  'Social data',
  'Gallery',
  'Rooms',
] as const;

export const emptyRoom = (): RoomFormInput => ({
  name: '',
  amenities: '',
  inclusions: '',
  price: '',
  discount: '0',
  description: '',
  image: '',
  units: '1',
  maxGuests: '2',
  nonRefundable: false,
});

export function emptyWizardValues(): WizardValues {
  return {
    basics: {
      name: '',
      website: '',
      phone: '',
      email: '',
      description: '',
      // An unchosen selector holds '' until the admin picks a tag; the schema refuses it
      // with 'Choose two tags'.
      tags: ['', ''] as unknown as BasicsStepInput['tags'],
      frontImg: '',
      specialTag: '',
    },
    location: { address: '', city: '', state: '', country: '', latitude: '', longitude: '' },
    social: {
      popularity: '',
      trending: '',
      facebook: '',
      instagram: '',
      twitter: '',
      pinterest: '',
      checkInHour: String(DEFAULT_CHECK_IN_HOUR),
      checkOutHour: String(DEFAULT_CHECK_OUT_HOUR),
    },
    gallery: { gallery: [] },
    rooms: [],
    policy: emptyHotelPolicy(),
  };
}

/** The steps filled from a hotel, for 'Updating {hotel name}'. */
export function wizardValuesFromHotel(hotel: HotelWire): WizardValues {
  const prefill = hotelFormFromWire(hotel);
  const tags = [...prefill.basics.tags, '', ''].slice(0, 2) as BasicsStepInput['tags'];
  return {
    basics: { ...prefill.basics, tags },
    location: prefill.location,
    social: prefill.social,
    gallery: prefill.gallery,
    rooms: prefill.rooms,
    policy: prefill.policy,
  };
}

export type WizardCheck = { ok: true; payload: HotelPayloadInput } | { ok: false; step: number };

/** The payload of POST/PUT /api/hotels, or the first step whose values do not validate. */
export function payloadFromWizard(
  values: WizardValues,
  mode: HotelFormMode,
  existing?: HotelWire,
): WizardCheck {
  const basics = basicsStepSchemaFor(mode).safeParse(values.basics);
  if (!basics.success) return { ok: false, step: 1 };
  const location = locationStepSchema.safeParse(values.location);
  if (!location.success) return { ok: false, step: 2 };
  const social = socialStepSchema.safeParse(values.social);
  if (!social.success) return { ok: false, step: 3 };
  const gallery = galleryStepSchemaFor(mode).safeParse(values.gallery);
  if (!gallery.success) return { ok: false, step: 4 };
  const policy = hotelPolicySchema.safeParse(values.policy);
  if (!policy.success) return { ok: false, step: 5 };
  const rooms: RoomFormEntry[] = [];
  for (const draft of values.rooms) {
    const room = roomFormSchema.safeParse(draft);
    if (!room.success) return { ok: false, step: 5 };
    rooms.push({ ...room.data, id: draft.id, facility: draft.facility });
  }
  const steps = {
    basics: basics.data,
    location: location.data,
    social: social.data,
    gallery: gallery.data,
    rooms,
    policy: policy.data,
  };
  return { ok: true, payload: hotelPayloadFromForm(steps, existing) };
}
