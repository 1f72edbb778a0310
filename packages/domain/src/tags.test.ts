import { describe, expect, it } from 'vitest';
import { GALLERY_SEPARATOR, joinList, splitList, TAG_SEPARATOR } from './tags';

describe('joinList and splitList', () => {
  it('joins tags with -/- and gallery addresses with -//-', () => {
    expect(joinList(['Swimming', ' Bar ', ''], TAG_SEPARATOR)).toBe('Swimming-/-Bar');
    expect(joinList(['/uploads/a.jpg', '/uploads/b.jpg'], GALLERY_SEPARATOR)).toBe(
      '/uploads/a.jpg-//-/uploads/b.jpg',
    );
  });

  it('splits, trims and drops empty items', () => {
    expect(splitList('Swimming-/- Bar -/--/-', TAG_SEPARATOR)).toEqual(['Swimming', 'Bar']);
    expect(splitList('/uploads/a.jpg-//-/uploads/b.jpg', GALLERY_SEPARATOR)).toEqual([
      '/uploads/a.jpg',
      '/uploads/b.jpg',
    ]);
    expect(splitList('', TAG_SEPARATOR)).toEqual([]);
    expect(splitList(null, TAG_SEPARATOR)).toEqual([]);
  });

  it('gives back what it joined', () => {
    const items = ['Free WiFi', 'Minibar', 'TV'];
    expect(splitList(joinList(items, TAG_SEPARATOR), TAG_SEPARATOR)).toEqual(items);
  });
});
