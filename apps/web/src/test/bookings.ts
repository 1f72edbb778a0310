/** A booking and its payment as the server sends them (BookingWire), for the screens' tests. */
import type { AdminBookingWire, BookingWire, PaymentWire } from '@staylane/domain';

export function aPayment(overrides: Partial<PaymentWire> = {}): PaymentWire {
  return {
    id: '70',
    CardFirstName: 'Ana',
    CardSecondName: 'visa',
    CardBankEntity: 'Sandbox',
    CardNumber: '**** 4242',
    CardType: 2,
    BasePrice: 240,
    Discount: 24,
    Tax: 4,
    FinalPrice: 220,
    PromoCode: null,
    Status: 'Successful',
    ...overrides,
  };
}

/** A confirmed two-night stay under Standard, without payment or recorded terms. */
export function aBooking(overrides: Partial<BookingWire> = {}): BookingWire {
  return {
    id: '7',
    hotelId: '1',
    roomId: '2',
    HotelName: 'Harbor Inn',
    RoomType: 'Double',
    CheckInDate: '2026-12-10',
    CheckOutDate: '2026-12-12',
    SpecialReqs: '',
    HotelCity: 'Lisbon',
    HotelCountry: 'Portugal',
    NumberOfGuest: 2,
    nights: 2,
    status: 'confirmed',
    createdAt: '2026-11-02T12:00:00.000Z',
    payment: null,
    payments: null,
    CancellationPolicy: null,
    CancelledAt: null,
    RefundAmount: null,
    CancellationReason: null,
    RatePlan: 'Standard',
    BreakfastIncluded: false,
    ...overrides,
  };
}

export function anAdminBooking(overrides: Partial<AdminBookingWire> = {}): AdminBookingWire {
  return { ...aBooking(), GuestName: 'Zoë Ångström', GuestEmail: 'zoe@example.se', ...overrides };
}
