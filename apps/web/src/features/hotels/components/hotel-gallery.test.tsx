import { fireEvent, render, screen } from '@testing-library/react';
import { HOTEL_PHOTO_SIZES, imageSrcSet } from '@staylane/domain';
import { describe, expect, it } from 'vitest';
import { HotelGallery } from './hotel-gallery';

const images = ['/a.jpg', '/b.jpg', '/c.jpg'];
const shown = () => screen.getByRole('img').getAttribute('src');

describe('hotel gallery', () => {
  it('wraps around at both ends with the buttons', () => {
    render(<HotelGallery images={images} name="Gaudí Inn" />);
    expect(shown()).toBe('/a.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shown()).toBe('/c.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown()).toBe('/a.jpg');
  });

  it('follows the arrow keys while a gallery button has focus', () => {
    render(<HotelGallery images={images} name="Gaudí Inn" />);
    const next = screen.getByRole('button', { name: 'Next photo' });
    next.focus();
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(shown()).toBe('/a.jpg');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(shown()).toBe('/c.jpg');
  });

  it('fetches the first photo, the largest paint of the page, at once and first', () => {
    render(<HotelGallery images={images} name="Gaudí Inn" />);
    const photo = screen.getByRole('img');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(photo).not.toHaveAttribute('loading', 'lazy');
  });

  it('offers a stored photo in its smaller WebP widths, sized as the server preloads it', () => {
    const stored = '/uploads/0123456789abcdef0123456789abcdef.jpg';
    render(<HotelGallery images={[stored]} name="Gaudí Inn" />);
    const image = screen.getByRole('img');
    expect(image.getAttribute('src')).toBe(stored);
    expect(image.getAttribute('srcset')).toBe(imageSrcSet(stored));
    expect(image.getAttribute('sizes')).toBe(HOTEL_PHOTO_SIZES);
  });

  it('shows a photo from elsewhere as it is, with no widths to pick from', () => {
    render(<HotelGallery images={['/a.jpg']} name="Gaudí Inn" />);
    expect(screen.getByRole('img').hasAttribute('srcset')).toBe(false);
  });
});
