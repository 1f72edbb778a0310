import { describe, expect, it } from 'vitest';
import { absoluteUploads, relativeUploads } from './public-upload-addresses.js';

const SITE = 'https://www.staylane.example';

describe('upload addresses for other sites', () => {
  it('makes upload addresses and galleries absolute, and nothing else', () => {
    const answer = {
      data: [
        {
          FrontImg: '/uploads/a.jpg',
          Gallery: '/uploads/a.jpg-//-/uploads/b.png',
          HotelDescription: '/uploads/a.jpg is our best photo',
          Website: '/uploads',
          Rooms: [{ RoomImg: '/uploads/r.jpg', StarRating: 4 }],
          empty: '',
          nothing: null,
        },
      ],
    };
    expect(absoluteUploads(answer, SITE)).toEqual({
      data: [
        {
          FrontImg: `${SITE}/uploads/a.jpg`,
          Gallery: `${SITE}/uploads/a.jpg-//-${SITE}/uploads/b.png`,
          HotelDescription: '/uploads/a.jpg is our best photo',
          Website: '/uploads',
          Rooms: [{ RoomImg: `${SITE}/uploads/r.jpg`, StarRating: 4 }],
          empty: '',
          nothing: null,
        },
      ],
    });
  });

  it('leaves the answer it was given as it was (hotels are cached in that form)', () => {
    const hotel = { FrontImg: '/uploads/a.jpg', Rooms: [{ RoomImg: '/uploads/r.jpg' }] };
    absoluteUploads({ data: hotel }, SITE);
    expect(hotel).toEqual({ FrontImg: '/uploads/a.jpg', Rooms: [{ RoomImg: '/uploads/r.jpg' }] });
  });

  it('reads back only our own sites’ addresses', () => {
    const sites = [SITE, 'http://127.0.0.1:3000'];
    expect(
      relativeUploads(
        {
          FrontImg: `${SITE}/uploads/a.jpg`,
          Gallery: `http://127.0.0.1:3000/uploads/a.jpg-//-/uploads/b.jpg`,
          picture: 'https://elsewhere.example/uploads/a.jpg',
          mixed: `${SITE}/uploads/a.jpg-//-https://elsewhere.example/uploads/b.jpg`,
        },
        sites,
      ),
    ).toEqual({
      FrontImg: '/uploads/a.jpg',
      Gallery: '/uploads/a.jpg-//-/uploads/b.jpg',
      picture: 'https://elsewhere.example/uploads/a.jpg',
      mixed: `${SITE}/uploads/a.jpg-//-https://elsewhere.example/uploads/b.jpg`,
    });
  });
});
