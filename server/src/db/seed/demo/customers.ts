// ~40 demo customers with Mexican names, Tabasco phone numbers and Villahermosa addresses.
import type { Db } from '../../database';
import { customers } from '../../schema/index';
import type { Random } from './prng';

const FIRST_NAMES = [
  'María', 'José', 'Guadalupe', 'Juan', 'Fernanda', 'Luis', 'Alejandra', 'Carlos', 'Daniela', 'Miguel',
  'Verónica', 'Jorge', 'Mariana', 'Ricardo', 'Andrea', 'Francisco', 'Paola', 'Eduardo', 'Lucía', 'Alberto',
];
const LAST_NAMES = [
  'Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz',
  'Gómez', 'Morales', 'Jiménez', 'Díaz', 'Torres', 'Vázquez', 'Chablé', 'Méndez', 'Arias', 'Priego',
];
/** Colonias of Villahermosa with a street each. */
export const DEMO_NEIGHBOURHOODS = [
  { colonia: 'Centro', calle: 'Calle Madero' },
  { colonia: 'Tabasco 2000', calle: 'Paseo Tabasco' },
  { colonia: 'Gil y Sáenz', calle: 'Calle Fidencia' },
  { colonia: 'Jesús García', calle: 'Av. 27 de Febrero' },
  { colonia: 'Atasta de Serra', calle: 'Calle Aldama' },
  { colonia: 'Reforma', calle: 'Calle Ignacio Zaragoza' },
  { colonia: 'Primero de Mayo', calle: 'Av. Gregorio Méndez' },
  { colonia: 'Galaxia Tabasco 2000', calle: 'Calle Saturno' },
  { colonia: 'Lindavista', calle: 'Calle Laureles' },
  { colonia: 'Carrizal', calle: 'Av. Universidad' },
];

export interface SeededCustomer {
  id: string;
  nombre: string;
  numero_celular: string;
  colonia: string;
  calle: string;
  numero_exterior: string;
  direccion: string;
  /** Relative order frequency (a few regulars order often). */
  weight: number;
}

export async function seedCustomers(db: Db, commerceId: string, random: Random, count = 40): Promise<SeededCustomer[]> {
  const seen = new Set<string>();
  const list: SeededCustomer[] = [];
  while (list.length < count) {
    const nombre = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)} ${random.pick(LAST_NAMES)}`;
    const numero_celular = `993${String(random.int(1_000_000, 9_999_999))}`;
    if (seen.has(numero_celular)) continue;
    seen.add(numero_celular);
    const place = random.pick(DEMO_NEIGHBOURHOODS);
    const numero_exterior = String(random.int(1, 1500));
    list.push({
      id: random.uuid(),
      nombre,
      numero_celular,
      colonia: place.colonia,
      calle: place.calle,
      numero_exterior,
      direccion: `${place.calle} ${numero_exterior}, Col. ${place.colonia}, Villahermosa, Tab.`,
      weight: random.chance(0.2) ? 6 : random.chance(0.4) ? 2 : 1,
    });
  }
  await db.insert(customers).values(
    list.map((c) => ({ id: c.id, id_comercio: commerceId, nombre: c.nombre, numero_celular: c.numero_celular, country_code: '52', direcciones: [c.direccion] })),
  );
  return list;
}
