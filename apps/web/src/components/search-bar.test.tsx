import { addDays } from '@staylane/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { localToday } from '@/lib/dates';
import { renderWithRouter } from '@/test/render';
import { SearchBar } from './search-bar';

const today = localToday();

describe('search bar', () => {
  it('starts with today to tomorrow and one guest, and check-in cannot be before today', () => {
    renderWithRouter(<SearchBar onSearch={() => {}} />);
    const checkIn = screen.getByLabelText('Check-in');
    expect(checkIn).toHaveValue(today);
    expect(checkIn).toHaveAttribute('min', today);
    expect(screen.getByLabelText('Check-out')).toHaveValue(addDays(today, 1));
    expect(screen.getByLabelText('Guests')).toHaveValue(1);
  });

  it('moves check-out to the day after a new check-in, and sets its minimum there', () => {
    renderWithRouter(<SearchBar onSearch={() => {}} />);
    const later = addDays(today, 10);
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: later } });
    const checkOut = screen.getByLabelText('Check-out');
    expect(checkOut).toHaveValue(addDays(later, 1));
    expect(checkOut).toHaveAttribute('min', addDays(later, 1));
  });

  it('refuses a check-out on or before check-in once the visitor leaves the field', () => {
    renderWithRouter(<SearchBar onSearch={() => {}} />);
    const checkOut = screen.getByLabelText('Check-out');
    fireEvent.change(checkOut, { target: { value: today } });
    fireEvent.blur(checkOut);
    expect(checkOut).toHaveValue(addDays(today, 1));
  });

  it('refuses a check-in in the past once the visitor leaves the field', () => {
    renderWithRouter(<SearchBar onSearch={() => {}} />);
    const checkIn = screen.getByLabelText('Check-in');
    fireEvent.change(checkIn, { target: { value: addDays(today, -3) } });
    fireEvent.blur(checkIn);
    expect(checkIn).toHaveValue(today);
  });

  it('leaves a date being typed alone: no value while a segment is half typed, year 0002 on the way to 2026', () => {
    const onSearch = vi.fn();
    renderWithRouter(<SearchBar onSearch={onSearch} />);
    const checkIn = screen.getByLabelText('Check-in');
    const later = addDays(today, 40);
    const [year, month, day] = later.split('-');
    fireEvent.change(checkIn, { target: { value: '' } });
    expect(checkIn).toHaveValue('');
    for (const partial of ['0002', '0020', '0202']) {
      fireEvent.change(checkIn, { target: { value: `${partial}-${month}-${day}` } });
      expect(checkIn).toHaveValue(`${partial}-${month}-${day}`);
    }
    fireEvent.change(checkIn, { target: { value: `${year}-${month}-${day}` } });
    expect(screen.getByLabelText('Check-out')).toHaveValue(addDays(later, 1));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ checkInDate: later, checkOutDate: addDays(later, 1) }),
    );
  });

  it('puts an unfinished date back to the last whole one when the visitor leaves it', () => {
    renderWithRouter(<SearchBar onSearch={() => {}} />);
    const checkIn = screen.getByLabelText('Check-in');
    fireEvent.change(checkIn, { target: { value: '' } });
    fireEvent.blur(checkIn);
    expect(checkIn).toHaveValue(today);
  });

  it('lower-cases the city without spaces and sends guests as a number', () => {
    const onSearch = vi.fn();
    renderWithRouter(<SearchBar onSearch={onSearch} />);
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'New York' } });
    fireEvent.change(screen.getByLabelText('Guests'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({
      city: 'newyork',
      checkInDate: today,
      checkOutDate: addDays(today, 1),
      guests: 3,
    });
  });

  it('allows 1 to 4 guests only', () => {
    const onSearch = vi.fn();
    renderWithRouter(<SearchBar onSearch={onSearch} />);
    const guests = screen.getByLabelText('Guests');
    expect(guests).toHaveAttribute('min', '1');
    expect(guests).toHaveAttribute('max', '4');
    fireEvent.change(guests, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("searches every city ('All') with one guest when both are left empty", () => {
    const onSearch = vi.fn();
    renderWithRouter(<SearchBar onSearch={onSearch} />);
    fireEvent.change(screen.getByLabelText('Guests'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ city: 'All', guests: 1 }));
  });

  it('goes to the hotel list with city, checkInDate, checkOutDate and guests', () => {
    const { router } = renderWithRouter(<SearchBar />);
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Rome' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/hotel-list/search');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      city: 'rome',
      checkInDate: today,
      checkOutDate: addDays(today, 1),
      guests: '1',
    });
  });
});
