import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codeLoaded } from './chunk-reload';
import { AppErrorBoundary, RouteErrorBoundary } from './error-boundaries';
import { ERROR_TITLE } from './error-screen';
import { reloadPage } from './reload-page';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

function Broken(): never {
  throw new Error('a bug in the page');
}

/** A page whose code cannot be fetched, as Chromium words it. */
const missingPage = () =>
  lazy<ComponentType>(() =>
    Promise.reject(
      new TypeError('Failed to fetch dynamically imported module: /assets/page-0ld.js'),
    ),
  );

function renderPages(pages: Record<string, ComponentType>, at: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <AppErrorBoundary>
            <header>Header</header>
            <Suspense fallback={<p>Loading</p>}>
              <Outlet />
            </Suspense>
          </AppErrorBoundary>
        ),
        children: Object.entries(pages).map(([path, Page]) => ({
          path,
          element: (
            <RouteErrorBoundary>
              <Page />
            </RouteErrorBoundary>
          ),
        })),
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
  sessionStorage.clear();
  // React reports the errors it caught; the boundary logs render errors too.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('error boundaries', () => {
  it('shows the error screen with Reload in place of a page that fails to render, header kept', async () => {
    renderPages({ broken: Broken, fine: () => <h1>Fine page</h1> }, '/broken');
    expect(screen.getByRole('heading', { name: ERROR_TITLE })).toBeInTheDocument();
    expect(screen.getByText('Header')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });

  it('lets the next navigation show its page', async () => {
    const router = renderPages({ broken: Broken, fine: () => <h1>Fine page</h1> }, '/broken');
    expect(screen.getByRole('heading', { name: ERROR_TITLE })).toBeInTheDocument();
    await act(() => router.navigate('/fine'));
    expect(screen.getByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
  });

  it('catches what fails outside any page at the root, on the whole screen', () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <AppErrorBoundary>
            <Broken />
          </AppErrorBoundary>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: ERROR_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveClass('min-h-screen');
  });

  it('reloads the page once when a page’s code is missing after a deploy', async () => {
    renderPages({ page: missingPage() }, '/page');
    expect(await screen.findByRole('heading', { name: ERROR_TITLE })).toBeInTheDocument();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/perhaps because Staylane was just updated/)).toBeInTheDocument();
  });

  it('does not reload again after that reload: the error screen stays', async () => {
    renderPages({ page: missingPage() }, '/page');
    await screen.findByRole('heading', { name: ERROR_TITLE });
    vi.mocked(reloadPage).mockClear();
    // The page as the reload brings it back: its code is missing still.
    cleanup();
    renderPages({ page: missingPage() }, '/page');
    expect(await screen.findByRole('heading', { name: ERROR_TITLE })).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('reloads once more for a later deploy, once some page’s code has loaded meanwhile', async () => {
    renderPages({ page: missingPage() }, '/page');
    await screen.findByRole('heading', { name: ERROR_TITLE });
    codeLoaded();
    vi.mocked(reloadPage).mockClear();
    cleanup();
    renderPages({ other: missingPage() }, '/other');
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  it('never reloads for a render error', () => {
    renderPages({ broken: Broken }, '/broken');
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
