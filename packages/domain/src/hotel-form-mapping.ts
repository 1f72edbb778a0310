/**
 * The one place where the admin wizard's fields meet the hotel wire names: the payload of
 * POST/PUT /api/hotels from the five steps, and the steps prefilled from a hotel to edit.
 */
import { NO_TAG, TAG_CHOICES, type TagChoice } from './constants';
import type {
  HotelBasicsForm,
  HotelBasicsFormInput,
  HotelGalleryForm,
  HotelLocationForm,
  HotelLocationFormInput,
  HotelPolicyForm,
  HotelPolicyFormInput,
  HotelSocialForm,
  HotelSocialFormInput,
  RoomForm,
  RoomFormInput,
} from './schemas/hotel-form';
import { GALLERY_SEPARATOR, joinList, splitList, TAG_SEPARATOR } from './tags';
import type { HotelPayloadInput, HotelWire, RoomPayloadInput } from './wire/hotel';

/** The room facility the spec sends for every room. */
const DEFAULT_ROOM_FACILITY = 'Floors 00 - 20';

/**
 * A room of step 5; `id` set when it is an existing room being edited, `facility` kept from
 * it (the form has no field for it).
 */
export type RoomFormEntry = RoomForm & { id?: string; facility?: string };

export interface HotelFormSteps {
  basics: HotelBasicsForm;
  location: HotelLocationForm;
  social: HotelSocialForm;
  gallery: HotelGalleryForm;
  rooms: RoomFormEntry[];
  /** Left out, the policy is not sent: the server's default, or the hotel's own, stays. */
  policy?: HotelPolicyForm;
}

function roomPayloadFromForm(room: RoomFormEntry): RoomPayloadInput {
  return {
    ...(room.id === undefined ? {} : { id: room.id }),
    Available: true,
    RoomImg: room.image,
    RoomName: room.name,
    OriginalPricePerNight: room.price,
    Discount: room.discount,
    About: room.description,
    Facility: room.facility ?? DEFAULT_ROOM_FACILITY,
    Amenities: joinList(room.amenities, TAG_SEPARATOR),
    Inclusions: joinList(room.inclusions, TAG_SEPARATOR),
    Units: room.units,
    MaxGuests: room.maxGuests,
    NonRefundable: room.nonRefundable,
  };
}

/**
 * The hotel payload from the wizard. When editing pass the hotel as `existing`: the fields the
 * wizard has no step for (HotelId, CountryCode, SpecialTags, hours…) are sent back unchanged,
 * since the payload's defaults would otherwise reset them.
 */
export function hotelPayloadFromForm(
  steps: HotelFormSteps,
  existing?: HotelWire,
): HotelPayloadInput {
  const { basics, location, social, gallery, rooms, policy } = steps;
  const kept = existing
    ? {
        HotelId: existing.HotelId,
        CountryCode: existing.CountryCode,
        location: existing.location,
        category: existing.category,
      }
    : {};
  return {
    ...kept,
    HotelName: basics.name,
    SpecialTags: basics.specialTag || NO_TAG,
    CheckInHour: social.checkInHour,
    CheckOutHour: social.checkOutHour,
    Website: basics.website,
    PhoneNumber: basics.phone,
    Email: basics.email,
    HotelDescription: basics.description,
    FrontImg: basics.frontImg,
    Gallery: joinList(gallery.gallery, GALLERY_SEPARATOR),
    Tags: joinList(basics.tags, TAG_SEPARATOR),
    PopularityNumber: social.popularity,
    TrendingNumber: social.trending,
    loc_Lat: location.latitude,
    loc_Lng: location.longitude,
    loc_Place: location.address,
    loc_City: location.city,
    loc_State: location.state,
    loc_Country: location.country,
    SN_Facebook: social.facebook,
    SN_Instagram: social.instagram,
    SN_Twitter: social.twitter,
    SN_Pinterest: social.pinterest,
    Rooms: { create: rooms.map(roomPayloadFromForm) },
    ...(policy && {
      CancellationPolicy: {
        FreeCancellationDays: policy.freeCancellationDays,
        Penalty: policy.penalty,
        TimeZone: policy.timeZone,
      },
    }),
  };
}

export interface HotelFormPrefill {
  basics: HotelBasicsFormInput;
  location: HotelLocationFormInput;
  social: HotelSocialFormInput;
  gallery: { gallery: string[] };
  rooms: (RoomFormInput & { id: string; facility: string })[];
  policy: HotelPolicyFormInput;
}

function isTagChoice(tag: string): tag is TagChoice {
  return (TAG_CHOICES as readonly string[]).includes(tag);
}

/** The wizard's steps filled from a hotel, for 'Updating {hotel name}'. */
export function hotelFormFromWire(hotel: HotelWire): HotelFormPrefill {
  return {
    basics: {
      name: hotel.HotelName,
      website: hotel.Website,
      phone: hotel.PhoneNumber,
      email: hotel.Email,
      description: hotel.HotelDescription,
      tags: splitList(hotel.Tags, TAG_SEPARATOR).filter(isTagChoice).slice(0, 2),
      frontImg: hotel.FrontImg,
      specialTag: hotel.SpecialTags === NO_TAG ? '' : hotel.SpecialTags,
    },
    location: {
      address: hotel.loc_Place,
      city: hotel.loc_City,
      state: hotel.loc_State,
      country: hotel.loc_Country,
      latitude: String(hotel.loc_Lat),
      longitude: String(hotel.loc_Lng),
    },
    social: {
      popularity: String(hotel.PopularityNumber),
      trending: String(hotel.TrendingNumber),
      facebook: hotel.SN_Facebook,
      instagram: hotel.SN_Instagram,
      twitter: hotel.SN_Twitter,
      pinterest: hotel.SN_Pinterest,
      checkInHour: String(hotel.CheckInHour),
      checkOutHour: String(hotel.CheckOutHour),
    },
    gallery: { gallery: splitList(hotel.Gallery, GALLERY_SEPARATOR) },
    rooms: hotel.Rooms.map((room) => ({
      id: room.id,
      facility: room.Facility,
      name: room.RoomName,
      amenities: splitList(room.Amenities, TAG_SEPARATOR).join(', '),
      inclusions: splitList(room.Inclusions, TAG_SEPARATOR).join(', '),
      price: String(room.OriginalPricePerNight),
      discount: String(room.Discount),
      description: room.About,
      image: room.RoomImg,
      units: String(room.Units),
      maxGuests: String(room.MaxGuests),
      nonRefundable: room.NonRefundable,
    })),
    policy: {
      freeCancellationDays: String(hotel.CancellationPolicy.FreeCancellationDays),
      penalty: hotel.CancellationPolicy.Penalty,
      timeZone: hotel.CancellationPolicy.TimeZone,
    },
  };
}
