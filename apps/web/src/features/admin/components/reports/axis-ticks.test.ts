import { describe, expect, it } from 'vitest';
import { countTick, distinctTickLabels, moneyTick, percentTick } from './axis-ticks';

describe('distinctTickLabels', () => {
  it('writes small occupancy ticks with enough decimals that no two read the same', () => {
    // uPlot's ticks for a hotel that sold one night in two hundred.
    const ticks = [0, 0.001, 0.002, 0.003, 0.004, 0.005];
    const labels = distinctTickLabels(ticks, percentTick);
    expect(labels).toEqual(['0%', '0.1%', '0.2%', '0.3%', '0.4%', '0.5%']);
  });

  it('uses two decimals when one is not enough', () => {
    expect(distinctTickLabels([0, 0.0005, 0.001, 0.0015], percentTick)).toEqual([
      '0%',
      '0.05%',
      '0.1%',
      '0.15%',
    ]);
  });

  it('keeps whole percentages when they already differ', () => {
    expect(distinctTickLabels([0, 0.2, 0.4, 0.6, 0.8, 1], percentTick)).toEqual([
      '0%',
      '20%',
      '40%',
      '60%',
      '80%',
      '100%',
    ]);
  });

  it('never rounds a tick to a value it is not, even when the rounded labels differ', () => {
    expect(distinctTickLabels([0, 150_000_000, 300_000_000], moneyTick)).toEqual([
      '$0',
      '$1.5M',
      '$3M',
    ]);
  });

  it('writes small amounts and counts apart too', () => {
    expect(distinctTickLabels([0, 50, 100, 150], moneyTick)).toEqual(['$0', '$0.5', '$1', '$1.5']);
    expect(distinctTickLabels([0, 0.5, 1, 1.5, 2], countTick)).toEqual([
      '0',
      '0.5',
      '1',
      '1.5',
      '2',
    ]);
  });
});
