import { describe, expect, it } from 'vitest';
import { positionOf } from './location-picker';

describe('positionOf', () => {
  it('reads typed coordinates as a place for the marker', () => {
    expect(positionOf('59.91', ' 10.75 ')).toEqual([59.91, 10.75]);
    expect(positionOf('-33.8688', '151.2093')).toEqual([-33.8688, 151.2093]);
  });

  it('leaves the marker out while the fields hold no place on Earth', () => {
    expect(positionOf('', '10')).toBeUndefined();
    expect(positionOf('north', '10')).toBeUndefined();
    expect(positionOf('91', '10')).toBeUndefined();
    expect(positionOf('10', '-181')).toBeUndefined();
  });
});
