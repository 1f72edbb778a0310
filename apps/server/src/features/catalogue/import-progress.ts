/**
 * How `npm run import` shows its progress on stderr (stdout keeps the summary): a bar redrawn
 * in place on a terminal, one plain line per hotel otherwise (a log file or CI keeps them all).
 */
import { terminalSafe } from '../../lib/terminal-text.js';
import type { HotelOutcome } from './import-catalogue.js';

interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

const BAR_WIDTH = 30;

function bar(done: number, total: number): string {
  const filled = total === 0 ? BAR_WIDTH : Math.round((done / total) * BAR_WIDTH);
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}]`;
}

export function importProgress(stream: ProgressStream) {
  const counts = { imported: 0, updated: 0, rejected: 0 };
  let drawn = false;
  return {
    onHotel(done: number, total: number, outcome: HotelOutcome) {
      counts[outcome.result] += 1;
      if (!stream.isTTY) {
        // The hotel's name and the reason quote the file: escaped, as the terminal would obey them.
        const why = outcome.result === 'rejected' ? `: ${terminalSafe(outcome.reason)}` : '';
        stream.write(`[${done}/${total}] ${terminalSafe(outcome.hotel)} ${outcome.result}${why}\n`);
        return;
      }
      const line =
        `${bar(done, total)} ${done}/${total} hotels · ${counts.imported} imported, ` +
        `${counts.updated} updated, ${counts.rejected} rejected`;
      stream.write(`\r\x1b[K${line.slice(0, (stream.columns ?? 120) - 1)}`);
      drawn = true;
    },
    /** Ends the bar's line, so that what follows starts on a line of its own. */
    finish() {
      if (drawn) stream.write('\n');
    },
  };
}
