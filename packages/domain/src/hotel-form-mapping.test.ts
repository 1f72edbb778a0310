import { describe, expect, it } from 'vitest';
import { hotelFormFromWire, hotelPayloadFromForm } from './hotel-form-mapping';
import {
  hotelBasicsEditSchema,
  hotelGallerySchemaFor,
  hotelLocationSchema,
  hotelPolicySchema,
  hotelSocialSchema,
  roomFormSchema,
} from './schemas/hotel-form';
import { sampleHotel } from './test/wire-fixtures';
import { hotelPayloadSchema } from './wire/hotel';

describe('hotel form mapping', () => {
  it('prefills the edit wizard from a hotel and turns it back into the same hotel payload', () => {
    const prefill = hotelFormFromWire(sampleHotel);
    const payload = hotelPayloadFromForm(
      {
        basics: hotelBasicsEditSchema.parse(prefill.basics),
        location: hotelLocationSchema.parse(prefill.location),
        social: hotelSocialSchema.parse(prefill.social),
        gallery: hotelGallerySchemaFor('edit').parse(prefill.gallery),
        rooms: prefill.rooms.map((room) => ({
          ...roomFormSchema.parse(room),
          id: room.id,
          facility: room.facility,
        })),
        policy: hotelPolicySchema.parse(prefill.policy),
      },
      sampleHotel,
    );
    const parsed = hotelPayloadSchema.parse(payload);

    const {
      id: _id,
      StarRating: _s,
      ReviewNumber: _r,
      DateAdded: _d,
      // The wizard has no field for them; left out, the server keeps the hotel's own.
      Policies: _p,
      Rooms,
      ...fields
    } = sampleHotel;
    expect(parsed).toEqual({
      ...fields,
      // Room ids come back as the database numbers the server reads ('11' → 11).
      Rooms: {
        create: Rooms.map(({ FreeUnits: _f, ...room }) => ({ ...room, id: Number(room.id) })),
      },
    });
  });

  it('prefills and sends back how many guests a room sleeps', () => {
    const hotel = { ...sampleHotel, Rooms: [{ ...sampleHotel.Rooms[0]!, MaxGuests: 3 }] };
    const prefill = hotelFormFromWire(hotel);
    expect(prefill.rooms[0]!.maxGuests).toBe('3');
    const payload = hotelPayloadFromForm({
      basics: hotelBasicsEditSchema.parse(prefill.basics),
      location: hotelLocationSchema.parse(prefill.location),
      social: hotelSocialSchema.parse(prefill.social),
      gallery: { gallery: [] },
      rooms: [roomFormSchema.parse(prefill.rooms[0])],
    });
    expect(hotelPayloadSchema.parse(payload).Rooms.create[0]!.MaxGuests).toBe(3);
  });

  it('sends new rooms without an id and with the default facility', () => {
    const prefill = hotelFormFromWire(sampleHotel);
    const room = roomFormSchema.parse({ ...prefill.rooms[0], name: 'Suite' });
    const payload = hotelPayloadFromForm({
      basics: hotelBasicsEditSchema.parse(prefill.basics),
      location: hotelLocationSchema.parse(prefill.location),
      social: hotelSocialSchema.parse(prefill.social),
      gallery: { gallery: [] },
      rooms: [room],
    });
    expect(payload.Rooms?.create[0]).not.toHaveProperty('id');
    expect(payload.Rooms?.create[0]).toMatchObject({
      RoomName: 'Suite',
      Facility: 'Floors 00 - 20',
    });
    expect(payload.Gallery).toBe('');
  });
});
