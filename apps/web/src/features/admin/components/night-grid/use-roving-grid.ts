/**
 * Keyboard movement in a grid of cells (the WAI-ARIA grid pattern, roving tabindex): one cell
 * is in the tab order at a time; the arrow keys move between cells, Home and End to the row's
 * ends (with Ctrl, the grid's), and the browser's own Enter and Space press the cell. A
 * spanning row (a room type's heading with its one button) is one stop whatever the column,
 * and moving through it keeps the column. Shared by the availability calendar and the rates
 * grid, so both move alike.
 */
import { useRef, useState, type KeyboardEvent } from 'react';

interface RovingGridOptions {
  rows: number;
  columns: number;
  /** Rows that are one control across every column. */
  spans?: (row: number) => boolean;
  /** The row whose first cell is the grid's tab stop at first. */
  firstRow?: number;
}

export interface RovingCellProps {
  tabIndex: number;
  ref: (element: HTMLElement | null) => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

const within = (value: number, count: number) => Math.max(0, Math.min(count - 1, value));

export function useRovingGrid({
  rows,
  columns,
  spans = () => false,
  firstRow = 0,
}: RovingGridOptions) {
  const [active, setActive] = useState({ row: firstRow, col: 0 });
  const elements = useRef(new Map<string, HTMLElement>());
  // A shorter window or fewer rows than before: the tab stop stays inside the grid.
  const row = within(active.row, rows);
  const col = within(active.col, columns);
  const keyOf = (r: number, c: number) => (spans(r) ? `${r}` : `${r}:${c}`);

  function moveTo(nextRow: number, nextCol: number) {
    const target = { row: within(nextRow, rows), col: within(nextCol, columns) };
    setActive(target);
    const element = elements.current.get(keyOf(target.row, target.col));
    // focus() alone leaves a cell at the right edge half hidden; scrollIntoView honours the
    // scroll padding on both sides. (jsdom has no scrollIntoView.)
    element?.focus({ preventScroll: true });
    element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>, r: number, c: number) {
    const spanning = spans(r);
    const moves: Record<string, [number, number] | undefined> = {
      ArrowRight: spanning ? undefined : [r, c + 1],
      ArrowLeft: spanning ? undefined : [r, c - 1],
      ArrowDown: [r + 1, c],
      ArrowUp: [r - 1, c],
      Home: event.ctrlKey ? [0, 0] : spanning ? undefined : [r, 0],
      End: event.ctrlKey ? [rows - 1, columns - 1] : spanning ? undefined : [r, columns - 1],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(...move);
  }

  /** What the control of row `r`, column `c` (any column of a spanning row) needs. */
  function cellProps(r: number, c: number): RovingCellProps {
    const spanning = spans(r);
    return {
      tabIndex: r === row && (spanning || c === col) ? 0 : -1,
      ref: (element) => {
        if (element) elements.current.set(keyOf(r, c), element);
        else elements.current.delete(keyOf(r, c));
      },
      // A spanning row keeps the column the grid was in, for the next move down or up.
      onFocus: () => setActive((current) => ({ row: r, col: spanning ? current.col : c })),
      onKeyDown: (event) => onKeyDown(event, r, spanning ? col : c),
    };
  }

  return { cellProps };
}
