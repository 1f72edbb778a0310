/**
 * The y axis's tick labels. uPlot picks the tick values; a label written with a fixed
 * precision can make several of them read the same ("0%" five times when occupancy stays
 * under 1%) or round a tick to a value it is not ($1.5M as "$2M"). Each axis is written with
 * the fewest decimals at which its labels differ and one more decimal would change none.
 * Formats drop trailing zeros, so a label that needs no more decimals reads the same with them.
 */

/** Writes an axis value with the given number of decimals. */
export type TickFormat = (value: number, fractionDigits: number) => string;

const MOST_DIGITS = 6;

/** One label per tick, all different when the ticks are, each as exact as its tick. */
export function distinctTickLabels(ticks: readonly number[], format: TickFormat): string[] {
  const distinct = new Set(ticks).size;
  let labels = ticks.map((tick) => format(tick, 0));
  for (let digits = 0; digits < MOST_DIGITS; digits += 1) {
    const finer = ticks.map((tick) => format(tick, digits + 1));
    const exact = finer.every((label, index) => label === labels[index]);
    if (exact && new Set(labels).size === distinct) return labels;
    labels = finer;
  }
  return labels;
}

/** Formats by number of decimals, made once each. */
function formatsBy(options: Intl.NumberFormatOptions) {
  const made = new Map<number, Intl.NumberFormat>();
  return (digits: number) => {
    let format = made.get(digits);
    if (!format) {
      format = new Intl.NumberFormat('en-US', {
        ...options,
        minimumFractionDigits: 0,
        maximumFractionDigits: digits,
      });
      made.set(digits, format);
    }
    return format;
  };
}

const percents = formatsBy({ style: 'percent' });
const dollars = formatsBy({ style: 'currency', currency: 'USD', notation: 'compact' });
const counts = formatsBy({});

/** A share (0.25) as a percentage ("25%", "0.4%"). */
export const percentTick: TickFormat = (share, digits) => percents(digits).format(share);

/** Cents as short dollars ("$1.5M", "$0.5"). */
export const moneyTick: TickFormat = (cents, digits) => dollars(digits).format(cents / 100);

/** A count ("12"); fractions only where the axis ticks between whole numbers. */
export const countTick: TickFormat = (count, digits) => counts(digits).format(count);
