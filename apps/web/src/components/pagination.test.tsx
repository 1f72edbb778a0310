import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('pagination', () => {
  it("shows 'n / total' and disables first and previous on the first page", () => {
    render(<Pagination page={1} pageCount={7} onChange={() => {}} />);
    expect(screen.getByText('1 / 7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('asks for the first, previous, next and last pages', () => {
    const onChange = vi.fn();
    render(<Pagination page={3} pageCount={7} onChange={onChange} />);
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      fireEvent.click(screen.getByRole('button', { name }));
    }
    expect(onChange.mock.calls.map(([page]) => page)).toEqual([1, 2, 4, 7]);
  });

  it('disables next and last on the last page', () => {
    render(<Pagination page={7} pageCount={7} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
  });
});
