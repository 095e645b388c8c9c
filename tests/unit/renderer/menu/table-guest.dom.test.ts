// @vitest-environment jsdom
// A table guest's name and phone on the device (renderer/src/public-menu/table-guest.ts): read back for the
// same commerce and table during the visit, not for another table, and forgotten once the visit is over.
import { afterEach, describe, expect, it } from 'vitest';
import { readTableGuest, rememberTableGuest, VISIT_TTL_MS } from '../../../../renderer/src/public-menu/table-guest';

afterEach(() => localStorage.clear());

describe('table guest', () => {
  it('remembers name and phone per commerce and table for the visit', () => {
    const at = Date.UTC(2026, 11, 4, 20, 0);
    rememberTableGuest('taqueria', 'mesa-1', { nombre: ' Ana López ', numero_celular: '993 123 4567' }, at);
    expect(readTableGuest('taqueria', 'mesa-1', at + 60_000)).toEqual({ nombre: 'Ana López', numero_celular: '9931234567' });
    expect(readTableGuest('taqueria', 'mesa-2', at + 60_000)).toBeNull();
    expect(readTableGuest('otra', 'mesa-1', at + 60_000)).toBeNull();
  });

  it('forgets the guest after the visit, and each round renews it', () => {
    const at = Date.UTC(2026, 11, 4, 20, 0);
    rememberTableGuest('taqueria', 'mesa-1', { nombre: 'Ana', numero_celular: '' }, at);
    rememberTableGuest('taqueria', 'mesa-1', { nombre: 'Ana', numero_celular: '' }, at + VISIT_TTL_MS - 1000);
    expect(readTableGuest('taqueria', 'mesa-1', at + VISIT_TTL_MS + 1000)).toEqual({ nombre: 'Ana', numero_celular: '' });
    expect(readTableGuest('taqueria', 'mesa-1', at + 2 * VISIT_TTL_MS)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('reads an unreadable entry as none', () => {
    localStorage.setItem('pm-mesa-cliente:taqueria:mesa-1', '{no es json');
    expect(readTableGuest('taqueria', 'mesa-1')).toBeNull();
  });
});
