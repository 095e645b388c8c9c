// Counts in es-MX digits, the way the panel shows them everywhere (stats, customers, pagination, backups).
import { describe, expect, it } from 'vitest';
import { formatCount } from '@shared/count';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1040, '1,040'],
    [1234567, '1,234,567'],
  ])('%d reads %s', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });
});
