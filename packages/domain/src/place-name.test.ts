import { describe, expect, it } from 'vitest';
import { placeNameFor } from './place-name';

const places = [
  { city: 'New York', state: 'New York', country: 'United States' },
  { city: 'São Paulo', state: 'São Paulo', country: 'Brazil' },
  { city: 'Rome', state: 'Lazio', country: 'Italy' },
];

describe('placeNameFor', () => {
  it('names the place of a folded key as people write it', () => {
    expect(placeNameFor('newyork', places)).toBe('New York');
    expect(placeNameFor('new_york', places)).toBe('New York');
    expect(placeNameFor('saopaulo', places)).toBe('São Paulo');
  });

  it('names a state or a country the key stands for', () => {
    expect(placeNameFor('lazio', places)).toBe('Lazio');
    expect(placeNameFor('unitedstates', places)).toBe('United States');
  });

  it('names nothing for part of a name or an unknown place', () => {
    expect(placeNameFor('york', places)).toBeUndefined();
    expect(placeNameFor('atlantis', places)).toBeUndefined();
    expect(placeNameFor('', places)).toBeUndefined();
  });
});
