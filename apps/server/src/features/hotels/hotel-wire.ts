/**
 * Hotels and rooms between the database and the wire (docs/decisions/002-wire-contract.md):
 * lists are arrays in the database and joined texts on the wire; prices are cents in the
 * database and dollars on the wire.
 */
import {
  reviewerDisplayName,
  basisPointsToPercent,
  centsToDollars,
  dollarsToCents,
  percentToBasisPoints,
  hotelSearchKey,
  idToWire,
  GALLERY_SEPARATOR,
  joinList,
  splitList,
  TAG_SEPARATOR,
  type CancellationPenalty,
  type HotelFileReview,
  type HotelPayload,
  NEW_ROOM_MAX_GUESTS,
  NEW_ROOM_UNITS,
  type RoomPayload,
} from '@staylane/domain';
import type { hotels, reviews, rooms } from '../../db/schema.js';

export type HotelRow = typeof hotels.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;
type ReviewRow = typeof reviews.$inferSelect;
type HotelValues = Omit<typeof hotels.$inferInsert, 'id'>;
type RoomValues = Omit<typeof rooms.$inferInsert, 'id' | 'hotelId' | 'position'>;

export function roomToWire(room: RoomRow, freeUnits?: number) {
  return {
    id: idToWire(room.id),
    Available: room.available,
    RoomImg: room.img,
    RoomName: room.name,
    OriginalPricePerNight: centsToDollars(room.priceCents),
    Discount: basisPointsToPercent(room.discountBasisPoints),
    About: room.about,
    Facility: room.facility,
    Amenities: joinList(room.amenities, TAG_SEPARATOR),
    Inclusions: joinList(room.inclusions, TAG_SEPARATOR),
    Units: room.units,
    MaxGuests: room.maxGuests,
    NonRefundable: room.nonRefundable,
    ...(freeUnits === undefined ? {} : { FreeUnits: freeUnits }),
  };
}

/**
 * The average and count of the hotel's published reviews (decision 024), or null while it has
 * none: then the wire shows the StarRating and ReviewNumber an admin stored (decision 011).
 * JSON-LD's AggregateRating reads this (through the wire's PublishedReviews).
 */
export function publishedReviewAggregate(
  hotel: Pick<HotelRow, 'publishedReviewCount' | 'publishedRatingSum'>,
): { ratingValue: number; reviewCount: number } | null {
  if (hotel.publishedReviewCount <= 0) return null;
  return {
    ratingValue: Math.round((hotel.publishedRatingSum / hotel.publishedReviewCount) * 10) / 10,
    reviewCount: hotel.publishedReviewCount,
  };
}

export function hotelToWire(
  hotel: HotelRow,
  hotelRooms: RoomRow[],
  freeUnits?: Map<number, number>,
) {
  const published = publishedReviewAggregate(hotel);
  return {
    id: idToWire(hotel.id),
    HotelName: hotel.name,
    HotelId: hotel.hotelCode,
    Website: hotel.website,
    PhoneNumber: hotel.phoneNumber,
    CountryCode: hotel.countryCode,
    Email: hotel.email,
    HotelDescription: hotel.description,
    FrontImg: hotel.frontImg,
    Gallery: joinList(hotel.gallery, GALLERY_SEPARATOR),
    Tags: joinList(hotel.tags, TAG_SEPARATOR),
    SpecialTags: hotel.specialTags,
    StarRating: published?.ratingValue ?? Math.round(hotel.starRating * 10) / 10,
    ReviewNumber: published?.reviewCount ?? hotel.reviewCount,
    PublishedReviews: published && {
      RatingValue: published.ratingValue,
      ReviewCount: published.reviewCount,
    },
    PopularityNumber: hotel.popularity,
    TrendingNumber: hotel.trending,
    DateAdded: hotel.dateAdded.toISOString(),
    location: hotel.location,
    category: hotel.category,
    loc_Lat: hotel.lat,
    loc_Lng: hotel.lng,
    loc_Place: hotel.place,
    loc_City: hotel.city,
    loc_State: hotel.state,
    loc_Country: hotel.country,
    SN_Facebook: hotel.snFacebook,
    SN_Instagram: hotel.snInstagram,
    SN_Twitter: hotel.snTwitter,
    SN_Pinterest: hotel.snPinterest,
    CheckInHour: hotel.checkInHour,
    CheckOutHour: hotel.checkOutHour,
    Policies: joinList(hotel.policies, TAG_SEPARATOR),
    CancellationPolicy: {
      FreeCancellationDays: hotel.freeCancellationDays,
      Penalty: hotel.cancellationPenalty as CancellationPenalty,
      TimeZone: hotel.timeZone,
    },
    Rooms: hotelRooms.map((room) => roomToWire(room, freeUnits?.get(room.id))),
  };
}

export type HotelWire = ReturnType<typeof hotelToWire>;

/**
 * A review inside /DB/HotelDataBase.json, with the static file's field names; the reviewer as
 * every public review names them, first name and initial (decision 024).
 */
export function hotelFileReviewToWire(
  review: ReviewRow,
  reader: 'public' | 'operator' = 'public',
): HotelFileReview {
  return {
    id: idToWire(review.id),
    User: reader === 'public' ? reviewerDisplayName(review.userName) : review.userName,
    Rating: review.rating,
    HotelReview: review.body,
    Date: review.date.toISOString(),
  };
}

/**
 * The columns a hotel payload sets: everything the admin's client sends. StarRating,
 * ReviewNumber and DateAdded left out stay undefined, which Drizzle leaves to the column's
 * default on insert and unchanged on update (decision 011).
 */
export function hotelValuesFromPayload(payload: HotelPayload): HotelValues {
  return {
    starRating: payload.StarRating,
    reviewCount: payload.ReviewNumber,
    dateAdded: payload.DateAdded === undefined ? undefined : new Date(payload.DateAdded),
    name: payload.HotelName,
    // Left out, a new hotel gets one from the database and an updated one keeps its own.
    hotelCode: payload.HotelId,
    website: payload.Website,
    phoneNumber: payload.PhoneNumber,
    countryCode: payload.CountryCode,
    email: payload.Email,
    description: payload.HotelDescription,
    frontImg: payload.FrontImg,
    gallery: splitList(payload.Gallery, GALLERY_SEPARATOR),
    tags: splitList(payload.Tags, TAG_SEPARATOR),
    specialTags: payload.SpecialTags,
    popularity: payload.PopularityNumber,
    trending: payload.TrendingNumber,
    location: payload.location,
    category: payload.category,
    lat: payload.loc_Lat,
    lng: payload.loc_Lng,
    place: payload.loc_Place,
    city: payload.loc_City,
    state: payload.loc_State,
    country: payload.loc_Country,
    searchKey: hotelSearchKey({
      city: payload.loc_City,
      state: payload.loc_State,
      country: payload.loc_Country,
    }),
    snFacebook: payload.SN_Facebook,
    snInstagram: payload.SN_Instagram,
    snTwitter: payload.SN_Twitter,
    snPinterest: payload.SN_Pinterest,
    checkInHour: payload.CheckInHour,
    checkOutHour: payload.CheckOutHour,
    policies:
      payload.Policies === undefined ? undefined : splitList(payload.Policies, TAG_SEPARATOR),
    // Left out: the column's default on insert, unchanged on update (as StarRating above).
    freeCancellationDays: payload.CancellationPolicy?.FreeCancellationDays,
    cancellationPenalty: payload.CancellationPolicy?.Penalty,
    timeZone: payload.CancellationPolicy?.TimeZone,
  };
}

/**
 * The row values a room body gives; `units` and `maxGuests` only when it sends them (an
 * existing room keeps its own, a new one takes newRoomValuesFromPayload's).
 */
export function roomValuesFromPayload(payload: RoomPayload): RoomValues {
  const capacity = {
    ...(payload.Units === undefined ? {} : { units: payload.Units }),
    ...(payload.MaxGuests === undefined ? {} : { maxGuests: payload.MaxGuests }),
  };
  return {
    name: payload.RoomName,
    img: payload.RoomImg,
    priceCents: dollarsToCents(payload.OriginalPricePerNight),
    discountBasisPoints: percentToBasisPoints(payload.Discount),
    about: payload.About,
    facility: payload.Facility,
    amenities: splitList(payload.Amenities, TAG_SEPARATOR),
    inclusions: splitList(payload.Inclusions, TAG_SEPARATOR),
    available: payload.Available,
    nonRefundable: payload.NonRefundable,
    ...capacity,
  };
}

/** The row values of a new room: NEW_ROOM_UNITS and NEW_ROOM_MAX_GUESTS unless sent. */
export function newRoomValuesFromPayload(payload: RoomPayload): RoomValues {
  return {
    units: NEW_ROOM_UNITS,
    maxGuests: NEW_ROOM_MAX_GUESTS,
    ...roomValuesFromPayload(payload),
  };
}
