import { describe, expect, it } from 'vitest';
import { amountTyping, cashChange, formatAmount, formatMoney, fromCents, toCents } from '@shared/money';

describe('formatMoney and formatAmount (es-MX, MXN, 2 decimals)', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    // Salidas de efectivo of a fresh shift: the sign flipped on nothing.
    [-0, '$0.00'],
    [22, '$22.00'],
    [0.5, '$0.50'],
    [1234567.891, '$1,234,567.89'],
    [-1234.5, '-$1,234.50'],
  ])('formatMoney(%s) = %s', (pesos, text) => {
    expect(formatMoney(pesos)).toBe(text);
  });

  it("formatMoney writes what Intl's es-MX MXN currency format writes (it is built without Intl)", () => {
    const intl = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [NaN, Infinity, -Infinity, -0.001, 0.005, 1.005, 2.675, 10.065, 999.995, 1e9 + 0.01, 0.1 + 0.2, 1e-7, 1e20, 1e21, -1e22];
    for (let cents = -2_000_000; cents <= 200_000_000; cents += 99_991) amounts.push(fromCents(cents), fromCents(cents) + 0.005);
    for (const pesos of amounts) expect(formatMoney(pesos), String(pesos)).toBe(intl.format(pesos === 0 ? 0 : pesos));
  });

  it('formatAmount has no currency sign', () => {
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount(7)).toBe('7.00');
  });
});

describe('cents', () => {
  it('round-trips every cent amount up to 100,000 pesos', () => {
    for (let cents = 0; cents <= 10_000_000; cents += 997) {
      expect(toCents(fromCents(cents))).toBe(cents);
    }
    expect(toCents(fromCents(-12345))).toBe(-12345);
  });

  it('adds without float drift', () => {
    expect(toCents(0.1) + toCents(0.2)).toBe(30);
    expect(fromCents(toCents(0.1) + toCents(0.2))).toBe(0.3);
  });

  it('rounds amounts as written, half away from zero (float noise does not round down)', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(2.675)).toBe(268);
    expect(toCents(10.065)).toBe(1007);
    expect(toCents(1.004)).toBe(100);
    expect(toCents(-0.125)).toBe(-13);
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });
});

describe('cashChange (amount paid minus total)', () => {
  it.each([
    [500, 432.5, 67.5],
    [0.3, 0.1, 0.2],
    [200, 200, 0],
    [100, 150, 0],
    [null, 150, 0],
    [undefined, 150, 0],
  ])('paid %s for %s -> %s', (paid, total, change) => {
    expect(cashChange(paid, total)).toBe(change);
  });
});

describe('amountTyping (what an amount field keeps: «¿Con cuánto pagas?»)', () => {
  it('keeps digits and one decimal point with two decimals at most', () => {
    expect(amountTyping('quinientos')).toBe('');
    expect(amountTyping('$500')).toBe('500');
    expect(amountTyping('150,5')).toBe('150.5');
    expect(amountTyping('1.2.3')).toBe('1.23');
    expect(amountTyping('99.999')).toBe('99.99');
    expect(amountTyping('1,000')).toBe('1.00');
  });
});
