/**
 * The home page's Top Offers pictures (web: features/home/illustrations/), drawn with the same
 * scenes as the demo hotels: a landmark for each destination, a hotel or a room for each offer.
 * They are small SVG files shown as images, so they cost the page's JavaScript nothing;
 * `npm run illustrations -w apps/server` writes them and illustrations.test.ts checks that the
 * files in the web app are what this draws.
 */
import { describeHotelScene, drawHotelScene, type HotelSceneSpec } from './hotel-scene.js';
import { LANDMARK_VIEW, LANDMARKS } from './landmarks.js';
import { describeRoomScene, drawRoomScene } from './room-scene.js';
import { svgDocument } from './svg.js';

const SIZE = { width: 600, height: 400 };

const hotel = (seed: number, fixed: Partial<Omit<HotelSceneSpec, 'seed'>>) => () =>
  drawHotelScene(describeHotelScene(seed, fixed), SIZE);
const landmark = (draw: () => string) => () =>
  svgDocument(draw(), {
    ...SIZE,
    viewWidth: LANDMARK_VIEW.width,
    viewHeight: LANDMARK_VIEW.height,
  });

/** File name (without `.svg`) → its drawing: the offer's title or the city, in kebab case. */
export const ILLUSTRATIONS: Record<string, () => string> = {
  'city-weekend': hotel(31, { building: 'tower', setting: 'city', time: 'dusk' }),
  'beach-escape': hotel(32, { building: 'resort', setting: 'sea', time: 'noon' }),
  'family-suites': () =>
    drawRoomScene(describeRoomScene(33, { layout: 'family', view: 'sea', time: 'morning' }), SIZE),
  'spa-relax': hotel(34, { building: 'villa', setting: 'pool', time: 'golden' }),
  'last-minute': hotel(35, { building: 'classic', setting: 'city', time: 'night' }),
  paris: landmark(LANDMARKS.paris),
  'new-york': landmark(LANDMARKS.newYork),
  tokyo: landmark(LANDMARKS.tokyo),
  barcelona: landmark(LANDMARKS.barcelona),
  rome: landmark(LANDMARKS.rome),
  lisbon: landmark(LANDMARKS.lisbon),
};
