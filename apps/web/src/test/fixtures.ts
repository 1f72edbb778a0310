import type { HotelOffers, HotelWire, PlanOffer, RoomOffers, RoomWire } from '@staylane/domain';

export function aRoom(overrides: Partial<RoomWire> = {}): RoomWire {
  return {
    id: '11',
    Available: true,
    RoomImg: '/uploads/room.jpg',
    RoomName: 'Deluxe King',
    OriginalPricePerNight: 200,
    Discount: 10,
    About: 'A bright room.',
    Facility: 'Floors 00 - 20',
    Amenities: 'Wi-Fi-/-Desk',
    Inclusions: 'Breakfast-/-Parking',
    Units: 3,
    MaxGuests: 2,
    NonRefundable: false,
    ...overrides,
  };
}

export function aHotel(overrides: Partial<HotelWire> = {}): HotelWire {
  return {
    id: '1',
    HotelName: 'Trastevere Suites',
    HotelId: 'SL-ROM-001',
    Website: 'https://trastevere.example',
    PhoneNumber: '+39 391 845 6170',
    CountryCode: '39',
    Email: 'stay@trastevere.example',
    HotelDescription: 'A quiet hotel in the heart of Rome.',
    FrontImg: '/uploads/front.jpg',
    Gallery: '/uploads/a.jpg-//-/uploads/b.jpg',
    Tags: 'Swimming-/-Bar',
    SpecialTags: 'NoTag',
    StarRating: 4.5,
    ReviewNumber: 8,
    PublishedReviews: { RatingValue: 4.5, ReviewCount: 8 },
    PopularityNumber: 80,
    TrendingNumber: 10,
    DateAdded: '2026-01-01T00:00:00.000Z',
    location: 'Monti',
    category: 'Hotel',
    loc_Lat: 41.9,
    loc_Lng: 12.5,
    loc_Place: 'Monti',
    loc_City: 'Rome',
    loc_State: 'Lazio',
    loc_Country: 'Italy',
    SN_Facebook: 'fb',
    SN_Instagram: 'ig',
    SN_Twitter: 'tw',
    SN_Pinterest: 'pin',
    CheckInHour: 15,
    CheckOutHour: 11,
    Policies: '',
    CancellationPolicy: { FreeCancellationDays: 1, Penalty: 'FirstNight', TimeZone: 'UTC' },
    Rooms: [aRoom()],
    ...overrides,
  };
}

/** A plan offer: bookable at `perNightCents` a night for two nights, or refused when null. */
export function aPlanOffer(overrides: Partial<PlanOffer> = {}): PlanOffer {
  return {
    ratePlanId: '1',
    name: 'Standard',
    description: '',
    refundable: true,
    breakfastIncluded: false,
    cancellation: { kind: 'free', until: '2031-03-01', throughCheckIn: false },
    totalCents: 36_000,
    perNightCents: 18_000,
    refusal: null,
    nearestStay: null,
    ...overrides,
  };
}

/**
 * A room's offers for a two-night stay: its plans, and its own "from" price, the server's
 * cheapest bookable plan (`perNightCents` a night; null: none), before reductions
 * `basePerNightCents` (the same unless told).
 */
export function aRoomOffers(
  perNightCents: number | null,
  overrides: Partial<RoomOffers> & { basePerNightCents?: number } = {},
): RoomOffers {
  const { basePerNightCents, ...rest } = overrides;
  return {
    roomId: '1',
    fits: true,
    freeUnits: 1,
    fromPrice:
      perNightCents === null
        ? null
        : {
            ratePlanId: '1',
            totalCents: perNightCents * 2,
            perNightCents,
            basePerNightCents: basePerNightCents ?? perNightCents,
          },
    plans:
      perNightCents === null ? [] : [aPlanOffer({ totalCents: perNightCents * 2, perNightCents })],
    ...rest,
  };
}

/** The offers of a two-night stay whose one "from" price is `perNightCents` a night. */
export function aHotelOffers(
  perNightCents = 18_000,
  overrides: Partial<HotelOffers> = {},
): HotelOffers {
  return {
    checkIn: '2031-03-02',
    checkOut: '2031-03-04',
    nights: 2,
    guests: 2,
    fromPrice: {
      roomId: '1',
      ratePlanId: '1',
      totalCents: perNightCents * 2,
      perNightCents,
      nights: 2,
    },
    rooms: [aRoomOffers(perNightCents)],
    flexible: [],
    ...overrides,
  };
}
