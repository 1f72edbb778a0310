import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aHotel, aRoom } from '@/test/fixtures';
import { renderWithRouter } from '@/test/render';
import { HotelCard } from './hotel-card';

describe('hotel card', () => {
  it("cuts the name to 20 characters and the description to 130, each followed by '...'", () => {
    const name = 'The Grand Palace Hotel of Rome';
    const description = 'x'.repeat(200);
    renderWithRouter(
      <HotelCard
        hotel={aHotel({ HotelName: name, HotelDescription: description })}
        detailUrl="/d"
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`${name.slice(0, 20)}...`);
    expect(screen.getByText(`${'x'.repeat(130)}...`)).toBeInTheDocument();
  });

  it('keeps short texts whole', () => {
    renderWithRouter(<HotelCard hotel={aHotel({ HotelName: 'Gaudí Inn' })} detailUrl="/d" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Gaudí Inn$/);
  });

  it("shows the first room's original price struck through and the discounted price", () => {
    renderWithRouter(
      <HotelCard
        hotel={aHotel({
          Rooms: [
            aRoom({ OriginalPricePerNight: 145.99, Discount: 5 }),
            aRoom({ id: '2', OriginalPricePerNight: 10 }),
          ],
        })}
        detailUrl="/d"
      />,
    );
    const struck = document.querySelector('s');
    expect(struck).toHaveTextContent('$145.99');
    expect(screen.getByText('$138.99')).toBeInTheDocument();
  });

  it("shows search's one from price for the stay, not the first room's (issue 32)", () => {
    renderWithRouter(
      <HotelCard
        hotel={aHotel({
          Rooms: [aRoom({ OriginalPricePerNight: 145.99, Discount: 5 })],
          stayPrice: { totalCents: 25_901, perNightCents: 12_950, nights: 2 },
        })}
        detailUrl="/d"
      />,
    );
    expect(screen.getByText('$129.50')).toBeInTheDocument();
    expect(screen.getByText('$259.01 for 2 nights')).toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
    expect(screen.queryByText('$138.99')).not.toBeInTheDocument();
  });

  it('shows no price when search found no room that fits the party', () => {
    renderWithRouter(
      <HotelCard
        hotel={aHotel({ Rooms: [aRoom({ OriginalPricePerNight: 99 })], stayPrice: null })}
        detailUrl="/d"
      />,
    );
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('shows the stars, the review number and the tags', () => {
    renderWithRouter(<HotelCard hotel={aHotel()} detailUrl="/d" />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('8 reviews')).toBeInTheDocument();
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Swimming', 'Bar']);
  });

  it('opens the detail page from the image', () => {
    renderWithRouter(
      <HotelCard hotel={aHotel()} detailUrl="/hotel-single/htlnfo?id=1&city=rome" />,
    );
    const image = screen.getByRole('img', { name: 'Trastevere Suites, Rome' });
    expect(image.closest('a')).toHaveAttribute('href', '/hotel-single/htlnfo?id=1&city=rome');
  });
});
