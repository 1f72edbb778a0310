import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DateInput, INCOMPLETE_DATE_MESSAGE } from './date-input';

const field = (value: string, onChange = vi.fn()) => (
  <>
    <label htmlFor="day">Day</label>
    <DateInput id="day" value={value} min="2026-11-24" onChange={onChange} />
  </>
);

describe('date input', () => {
  it('hands on whole dates from the minimum on, and keeps what is half typed to itself', () => {
    const onChange = vi.fn();
    render(field('2026-11-24', onChange));
    const input = screen.getByLabelText('Day');
    fireEvent.change(input, { target: { value: '2026-12-20' } });
    fireEvent.change(input, { target: { value: '0002-12-20' } });
    fireEvent.change(input, { target: { value: '2026-11-02' } });
    expect(onChange.mock.calls).toEqual([['2026-12-20']]);
    expect(input).toHaveValue('2026-11-02');
  });

  it('does not let a value handed on a moment ago overwrite the year being typed', () => {
    const { rerender } = render(field('2026-11-24'));
    const input = screen.getByLabelText('Day');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2026-12-20' } });
    fireEvent.change(input, { target: { value: '0002-12-20' } });
    // The page's address catches up with 2026-12-20 only now.
    rerender(field('2026-12-20'));
    expect(input).toHaveValue('0002-12-20');
  });

  it('keeps the date being typed in a server-rendered field the visitor was in before the app took over', () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(field('2026-11-24'));
    const input = container.querySelector('input')!;
    input.focus();
    let root: Root | undefined;
    try {
      act(() => {
        root = hydrateRoot(container, field('2026-11-24'));
      });
      fireEvent.change(input, { target: { value: '2026-12-02' } });
      // Check-in moved check-out meanwhile: the visitor is still typing the day.
      act(() => root!.render(field('2026-12-26')));
      expect(input).toHaveValue('2026-12-02');
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('takes a new value from outside when the visitor is not in the field', () => {
    const { rerender } = render(field('2026-11-24'));
    rerender(field('2026-12-25'));
    expect(screen.getByLabelText('Day')).toHaveValue('2026-12-25');
  });

  it('on leaving, puts a day before the minimum back to the last good date and says why', () => {
    const onChange = vi.fn();
    render(
      <>
        <label htmlFor="day">Day</label>
        <DateInput
          id="day"
          value="2026-12-01"
          min="2026-11-24"
          tooEarlyMessage="The check-in date cannot be in the past"
          onChange={onChange}
        />
      </>,
    );
    const input = screen.getByLabelText('Day');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2026-11-02' } });
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('2026-12-01');
    expect(input).toHaveAccessibleDescription('The check-in date cannot be in the past');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2026-12-03' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-03');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on leaving, puts an unfinished date back and asks for a whole one', () => {
    render(field('2026-12-01'));
    const input = screen.getByLabelText('Day');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('2026-12-01');
    expect(screen.getByRole('alert')).toHaveTextContent(INCOMPLETE_DATE_MESSAGE);
  });

  it('hands on an emptied field as no date when the field may be cleared', () => {
    const onChange = vi.fn();
    render(
      <>
        <label htmlFor="day">Day</label>
        <DateInput id="day" value="2026-12-01" clearable onChange={onChange} />
      </>,
    );
    const input = screen.getByLabelText('Day');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith('');
    expect(onChange.mock.calls.every(([date]) => date === '')).toBe(true);
    expect(input).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
