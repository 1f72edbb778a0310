/**
 * The wizard's data between steps. Each step keeps what the admin typed (the schemas' input
 * shape), so going back and forth never loses a keystroke; the domain schemas turn it into
 * the payload only when the hotel is sent, through `hotelPayloadFromForm`.
 *
 * The spec sent fixed placeholders for special tag, check-in and check-out hours (section 9);
 * here the admin enters them. The domain's step schemas have no fields for them, so steps 1
 * and 3 extend those schemas with them; their wire rules are `hotelPayloadSchema`'s.
 */
import {
  hotelBasicsSchemaFor,
  hotelFormFromWire,
  hotelGallerySchemaFor,
  hotelLocationSchema,
  hotelPayloadFromForm,
  hotelSocialSchema,
  NO_TAG,
  roomFormSchema,
  type HotelFormMode,
  type HotelLocationFormInput,
  type HotelPayloadInput,
  type HotelWire,
  type RoomFormEntry,
  type RoomFormInput,
} from '@staylane/domain';
import { z } from 'zod';

export const SPECIAL_TAG_MAX = 30;
export const DEFAULT_CHECK_IN_HOUR = 14;
export const DEFAULT_CHECK_OUT_HOUR = 11;

const hourOf = (label: string) => {
  const message = `Choose the ${label} hour, from 0 to 23`;
  return z
    .union([z.string(), z.number()], message)
    .transform((value) => (String(value).trim() === '' ? Number.NaN : Number(value)))
    .pipe(z.number(message).int(message).min(0, message).max(23, message));
};

export function basicsStepSchemaFor(mode: HotelFormMode) {
  return hotelBasicsSchemaFor(mode).extend({
    /** Empty means none ('NoTag'). */
    specialTag: z
      .string()
      .trim()
      .max(SPECIAL_TAG_MAX, `Special tag must be at most ${SPECIAL_TAG_MAX} characters long`)
      .refine((tag) => tag !== NO_TAG, `Leave the special tag empty for none`),
  });
}
export const locationStepSchema = hotelLocationSchema;
export const socialStepSchema = hotelSocialSchema.extend({
  checkInHour: hourOf('check-in'),
  checkOutHour: hourOf('check-out'),
});
export const galleryStepSchemaFor = hotelGallerySchemaFor;

export type BasicsStepInput = z.input<ReturnType<typeof basicsStepSchemaFor>>;
export type SocialStepInput = z.input<typeof socialStepSchema>;
export type GalleryStepInput = z.input<ReturnType<typeof galleryStepSchemaFor>>;
/** A room of the list: what was typed, and the id and facility of an existing room. */
export type RoomDraft = RoomFormInput & { id?: number; facility?: string };

export interface WizardValues {
  basics: BasicsStepInput;
  location: HotelLocationFormInput;
  social: SocialStepInput;
  gallery: GalleryStepInput;
  rooms: RoomDraft[];
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
  };
}

/** The steps filled from a hotel, for 'Updating {hotel name}'. */
export function wizardValuesFromHotel(hotel: HotelWire): WizardValues {
  const prefill = hotelFormFromWire(hotel);
  const tags = [...prefill.basics.tags, '', ''].slice(0, 2) as BasicsStepInput['tags'];
  return {
    basics: {
      ...prefill.basics,
      tags,
      specialTag: hotel.SpecialTags === NO_TAG ? '' : hotel.SpecialTags,
    },
    location: prefill.location,
    social: {
      ...prefill.social,
      checkInHour: String(hotel.CheckInHour),
      checkOutHour: String(hotel.CheckOutHour),
    },
    gallery: prefill.gallery,
    rooms: prefill.rooms,
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
  const rooms: RoomFormEntry[] = [];
  for (const draft of values.rooms) {
    const room = roomFormSchema.safeParse(draft);
    if (!room.success) return { ok: false, step: 5 };
    rooms.push({ ...room.data, id: draft.id, facility: draft.facility });
  }
  const { specialTag, ...basicsFields } = basics.data;
  const { checkInHour, checkOutHour, ...socialFields } = social.data;
  const payload = hotelPayloadFromForm(
    {
      basics: basicsFields,
      location: location.data,
      social: socialFields,
      gallery: gallery.data,
      rooms,
    },
    existing,
  );
  return {
    ok: true,
    payload: {
      ...payload,
      SpecialTags: specialTag || NO_TAG,
      CheckInHour: checkInHour,
      CheckOutHour: checkOutHour,
    },
  };
}
