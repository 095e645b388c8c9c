// Where the map starts for a Mexican address (no geocoding service): the city, else the state's capital.
import { describe, expect, it } from 'vitest';
import { mapStartFor } from '@shared/mx-places';

describe('mapStartFor', () => {
  it('starts at the city, whatever the accents, case or abbreviations', () => {
    expect(mapStartFor({ city: 'guadalajara', state: 'JALISCO' })).toMatchObject({ city: 'Guadalajara', latitude: 20.67, longitude: -103.35 });
    expect(mapStartFor({ city: 'Cd. Juárez', state: 'Chihuahua' })?.city).toBe('Ciudad Juárez');
    expect(mapStartFor({ city: 'Mérida', state: 'Yucatan' })?.city).toBe('Mérida');
    expect(mapStartFor({ city: 'Oaxaca de Juárez', state: 'Oaxaca' })?.city).toBe('Oaxaca');
    expect(mapStartFor({ city: 'Coyoacán', state: 'CDMX' })?.city).toBe('Ciudad de México');
  });

  it('keeps to the state when a city name exists in several', () => {
    expect(mapStartFor({ city: 'Guadalupe', state: 'Nuevo León' })?.state).toBe('Nuevo León');
    expect(mapStartFor({ city: 'Guadalupe', state: 'Zacatecas' })?.city).toBe('Zacatecas');
  });

  it('falls back to the state capital, and answers null when nothing is known', () => {
    expect(mapStartFor({ city: 'Tequila', state: 'Jalisco' })?.city).toBe('Guadalajara');
    expect(mapStartFor({ city: 'Springfield', state: '' })).toBeNull();
    expect(mapStartFor({})).toBeNull();
  });
});
