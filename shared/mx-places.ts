// Where a map of a Mexican address starts, without a geocoding service: the state capitals and the larger cities
// with their centre (city hall square, rounded to 0.01°, about 1 km). The owner then drags the pin to the door;
// the table only saves them from starting in another state. Lookup ignores case, accents and "de"/"Cd.".
import type { LatLng } from './geo';

export interface MexicanPlace extends LatLng {
  city: string;
  state: string;
}

const STATES: Record<string, readonly [string, ...string[]]> = {
  Aguascalientes: ['Aguascalientes'],
  'Baja California': ['Baja California', 'BC'],
  'Baja California Sur': ['Baja California Sur', 'BCS'],
  Campeche: ['Campeche'],
  Chiapas: ['Chiapas'],
  Chihuahua: ['Chihuahua'],
  'Ciudad de México': ['Ciudad de México', 'CDMX', 'Distrito Federal', 'DF', 'México DF'],
  Coahuila: ['Coahuila', 'Coahuila de Zaragoza'],
  Colima: ['Colima'],
  Durango: ['Durango'],
  Guanajuato: ['Guanajuato'],
  Guerrero: ['Guerrero'],
  Hidalgo: ['Hidalgo'],
  Jalisco: ['Jalisco'],
  'Estado de México': ['Estado de México', 'México', 'Edomex', 'Edo. de México', 'Edo Mex'],
  Michoacán: ['Michoacán', 'Michoacán de Ocampo'],
  Morelos: ['Morelos'],
  Nayarit: ['Nayarit'],
  'Nuevo León': ['Nuevo León', 'NL'],
  Oaxaca: ['Oaxaca'],
  Puebla: ['Puebla'],
  Querétaro: ['Querétaro', 'Querétaro de Arteaga'],
  'Quintana Roo': ['Quintana Roo', 'QRoo'],
  'San Luis Potosí': ['San Luis Potosí', 'SLP'],
  Sinaloa: ['Sinaloa'],
  Sonora: ['Sonora'],
  Tabasco: ['Tabasco'],
  Tamaulipas: ['Tamaulipas'],
  Tlaxcala: ['Tlaxcala'],
  Veracruz: ['Veracruz', 'Veracruz de Ignacio de la Llave'],
  Yucatán: ['Yucatán'],
  Zacatecas: ['Zacatecas'],
};

/** [city, state, latitude, longitude]; the first city of each state is its capital. */
const PLACES: readonly (readonly [string, string, number, number])[] = [
  ['Aguascalientes', 'Aguascalientes', 21.88, -102.29],
  ['Mexicali', 'Baja California', 32.62, -115.45],
  ['Tijuana', 'Baja California', 32.51, -117.04],
  ['Ensenada', 'Baja California', 31.87, -116.6],
  ['La Paz', 'Baja California Sur', 24.14, -110.31],
  ['San José del Cabo', 'Baja California Sur', 23.06, -109.7],
  ['Cabo San Lucas', 'Baja California Sur', 22.89, -109.92],
  ['Campeche', 'Campeche', 19.85, -90.53],
  ['Ciudad del Carmen', 'Campeche', 18.65, -91.83],
  ['Tuxtla Gutiérrez', 'Chiapas', 16.75, -93.12],
  ['San Cristóbal de las Casas', 'Chiapas', 16.74, -92.64],
  ['Tapachula', 'Chiapas', 14.91, -92.26],
  ['Chihuahua', 'Chihuahua', 28.63, -106.09],
  ['Ciudad Juárez', 'Chihuahua', 31.69, -106.42],
  ['Ciudad de México', 'Ciudad de México', 19.43, -99.13],
  ['Saltillo', 'Coahuila', 25.42, -101.0],
  ['Torreón', 'Coahuila', 25.54, -103.41],
  ['Monclova', 'Coahuila', 26.91, -101.42],
  ['Colima', 'Colima', 19.24, -103.72],
  ['Manzanillo', 'Colima', 19.05, -104.32],
  ['Durango', 'Durango', 24.02, -104.66],
  ['Gómez Palacio', 'Durango', 25.57, -103.5],
  ['Guanajuato', 'Guanajuato', 21.02, -101.26],
  ['León', 'Guanajuato', 21.12, -101.68],
  ['Irapuato', 'Guanajuato', 20.68, -101.35],
  ['Celaya', 'Guanajuato', 20.52, -100.81],
  ['Chilpancingo', 'Guerrero', 17.55, -99.5],
  ['Acapulco', 'Guerrero', 16.85, -99.82],
  ['Pachuca', 'Hidalgo', 20.1, -98.76],
  ['Guadalajara', 'Jalisco', 20.67, -103.35],
  ['Zapopan', 'Jalisco', 20.72, -103.39],
  ['Tlaquepaque', 'Jalisco', 20.64, -103.31],
  ['Tonalá', 'Jalisco', 20.62, -103.24],
  ['Tlajomulco', 'Jalisco', 20.47, -103.44],
  ['Puerto Vallarta', 'Jalisco', 20.65, -105.23],
  ['Toluca', 'Estado de México', 19.29, -99.66],
  ['Ecatepec', 'Estado de México', 19.6, -99.05],
  ['Naucalpan', 'Estado de México', 19.48, -99.24],
  ['Nezahualcóyotl', 'Estado de México', 19.4, -99.01],
  ['Morelia', 'Michoacán', 19.7, -101.19],
  ['Uruapan', 'Michoacán', 19.42, -102.06],
  ['Cuernavaca', 'Morelos', 18.92, -99.23],
  ['Tepic', 'Nayarit', 21.5, -104.89],
  ['Monterrey', 'Nuevo León', 25.69, -100.32],
  ['San Nicolás de los Garza', 'Nuevo León', 25.75, -100.29],
  ['Guadalupe', 'Nuevo León', 25.68, -100.26],
  ['San Pedro Garza García', 'Nuevo León', 25.66, -100.4],
  ['Apodaca', 'Nuevo León', 25.78, -100.19],
  ['Oaxaca', 'Oaxaca', 17.07, -96.72],
  ['Puebla', 'Puebla', 19.04, -98.21],
  ['Querétaro', 'Querétaro', 20.59, -100.39],
  ['Chetumal', 'Quintana Roo', 18.5, -88.3],
  ['Cancún', 'Quintana Roo', 21.16, -86.85],
  ['Playa del Carmen', 'Quintana Roo', 20.63, -87.07],
  ['San Luis Potosí', 'San Luis Potosí', 22.15, -100.98],
  ['Culiacán', 'Sinaloa', 24.81, -107.39],
  ['Mazatlán', 'Sinaloa', 23.25, -106.41],
  ['Los Mochis', 'Sinaloa', 25.79, -108.99],
  ['Hermosillo', 'Sonora', 29.07, -110.96],
  ['Ciudad Obregón', 'Sonora', 27.49, -109.94],
  ['Nogales', 'Sonora', 31.31, -110.94],
  ['Villahermosa', 'Tabasco', 17.99, -92.93],
  ['Ciudad Victoria', 'Tamaulipas', 23.74, -99.15],
  ['Reynosa', 'Tamaulipas', 26.09, -98.28],
  ['Matamoros', 'Tamaulipas', 25.87, -97.5],
  ['Tampico', 'Tamaulipas', 22.23, -97.86],
  ['Nuevo Laredo', 'Tamaulipas', 27.48, -99.52],
  ['Tlaxcala', 'Tlaxcala', 19.32, -98.24],
  ['Xalapa', 'Veracruz', 19.54, -96.91],
  ['Veracruz', 'Veracruz', 19.17, -96.13],
  ['Coatzacoalcos', 'Veracruz', 18.14, -94.46],
  ['Poza Rica', 'Veracruz', 20.53, -97.46],
  ['Mérida', 'Yucatán', 20.97, -89.62],
  ['Zacatecas', 'Zacatecas', 22.77, -102.58],
];

/** 'Cd. Juárez', 'ciudad juarez' → 'juarez'; 'Oaxaca de Juárez' → 'oaxaca juarez'. */
function key(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[.,]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !['de', 'del', 'la', 'las', 'los', 'el', 'cd', 'ciudad', 'san', 'santiago', 'heroica'].includes(word))
    .join(' ');
}

function stateOf(text: string): string | null {
  const wanted = key(text);
  if (!wanted) return null;
  for (const [state, names] of Object.entries(STATES)) if (names.some((name) => key(name) === wanted)) return state;
  return null;
}

const place = ([city, state, latitude, longitude]: readonly [string, string, number, number]): MexicanPlace => ({ city, state, latitude, longitude });

/**
 * The centre to start the map at for an address: its city when the table knows it (in its state, when the state
 * is given and known), else its state's capital, else null.
 */
export function mapStartFor(address: { city?: string | null; state?: string | null }): MexicanPlace | null {
  const state = address.state ? stateOf(address.state) : null;
  const city = address.city ? key(address.city) : '';
  if (city) {
    const matches = PLACES.filter(([name]) => key(name) === city || key(name).startsWith(`${city} `) || city.startsWith(`${key(name)} `));
    const inState = matches.find(([, placeState]) => placeState === state) ?? (state ? undefined : matches[0]);
    if (inState) return place(inState);
  }
  const capital = state ? PLACES.find(([, placeState]) => placeState === state) : undefined;
  return capital ? place(capital) : null;
}
