import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { Link, NavLink } from './link';

describe('Link', () => {
  it('navigates inside the app on a plain click', () => {
    const { router } = renderWithRouter(<Link to="/about-us?x=1">About</Link>, { path: '/home' });
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).toHaveAttribute('href', '/about-us?x=1');
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/about-us');
    expect(router.state.location.search).toBe('?x=1');
  });

  it('leaves a click with a modifier key to the browser (new tab)', () => {
    const { router } = renderWithRouter(<Link to="/about-us">About</Link>, { path: '/home' });
    fireEvent.click(screen.getByRole('link', { name: 'About' }), { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/home');
  });
});

describe('NavLink', () => {
  const links = (
    <>
      <NavLink
        to="/hotel-list/search?city=All"
        className={({ isActive }) => (isActive ? 'on' : 'off')}
      >
        Hotels
      </NavLink>
      <NavLink to="/home" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Home
      </NavLink>
    </>
  );

  it('marks the link to the current page, whatever its query', () => {
    renderWithRouter(links, { path: '/hotel-list/search?city=Rome' });
    const hotels = screen.getByRole('link', { name: 'Hotels' });
    expect(hotels).toHaveAttribute('aria-current', 'page');
    expect(hotels).toHaveClass('on');
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).not.toHaveAttribute('aria-current');
    expect(home).toHaveClass('off');
  });

  it('does not mark a link whose path only starts like the current one', () => {
    renderWithRouter(links, { path: '/homestead' });
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
