// The simulator's --rate as people write it: a count per unit of time.
import { describe, expect, it } from 'vitest';
import { parseRate } from '../../../scripts/simulate';

describe('npm run simulate -- --rate', () => {
  it('reads a count per period with its unit', () => {
    expect(parseRate('1/10s')).toBeCloseTo(0.1);
    expect(parseRate('5/s')).toBe(5);
    expect(parseRate('30/min')).toBe(0.5);
    expect(parseRate('120/h')).toBeCloseTo(1 / 30);
    expect(parseRate('2/500ms')).toBe(4);
  });

  it('reads a bare number as orders per second', () => {
    expect(parseRate('0.1')).toBe(0.1);
    expect(parseRate('3')).toBe(3);
  });

  it('refuses what is not a rate', () => {
    for (const text of ['', 'rápido', '0', '0/s', '1/0s', '-1/s', '1/10x']) expect(parseRate(text)).toBeNull();
  });
});
