import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariant, isStoredImageName } from './image-variants';

const stored = '/uploads/0123456789abcdef0123456789abcdef.jpg';

describe('image variants', () => {
  it('names a stored image at a width', () => {
    expect(imageVariant(stored, 480)).toBe('/uploads/w/480/0123456789abcdef0123456789abcdef.jpg');
  });

  it('keeps the site of an absolute address', () => {
    expect(imageVariant(`https://staylane.example${stored}`, 960)).toBe(
      'https://staylane.example/uploads/w/960/0123456789abcdef0123456789abcdef.jpg',
    );
  });

  it('lists every width in a srcset', () => {
    expect(imageSrcSet(stored)).toBe(
      '/uploads/w/480/0123456789abcdef0123456789abcdef.jpg 480w, ' +
        '/uploads/w/960/0123456789abcdef0123456789abcdef.jpg 960w, ' +
        '/uploads/w/1600/0123456789abcdef0123456789abcdef.jpg 1600w',
    );
  });

  it.each([
    '',
    '/uploads/front.jpg',
    'https://example.com/a.jpg',
    '/uploads/../secret.jpg',
    'javascript:x/uploads/0123456789abcdef0123456789abcdef.jpg',
  ])('has no variants for %j, which the server did not store', (address) => {
    expect(imageVariant(address, 960)).toBeUndefined();
    expect(imageSrcSet(address)).toBeUndefined();
  });

  it('knows the names the server gives stored images, and nothing else', () => {
    expect(isStoredImageName('0123456789abcdef0123456789abcdef.png')).toBe(true);
    for (const name of [
      '0123456789ABCDEF0123456789ABCDEF.png',
      '0123456789abcdef0123456789abcdef.webp',
      '../0123456789abcdef0123456789abcdef.png',
      '0123456789abcdef0123456789abcdef.png/x',
      'front.jpg',
    ]) {
      expect(isStoredImageName(name), name).toBe(false);
    }
  });
});
