// Kitchen stations (docs/kitchen.md): a station prepares the lines of some menu categories plus single
// products of other categories. Defined once per commerce on the server, so every printer slot and every
// kitchen screen of every PC routes the same lines to the same station. One routing rule, used by the
// station tickets (desktop side) and the kitchen screen's queues and «Listo» rule (server).
import * as yup from 'yup';
import type { OrderLine } from '../types/order';

export interface KitchenStation {
  id: string;
  name: string;
  categoryIds: string[];
  productIds: string[];
}

export const STATION_LIMITS = { name: 40, stations: 12, ids: 500 } as const;

const stationListSchema = yup
  .array(
    yup
      .object({
        id: yup.string().uuid('Estación inválida').optional(),
        name: yup.string().trim().required('Escribe el nombre de la estación').max(STATION_LIMITS.name, `El nombre admite hasta ${STATION_LIMITS.name} caracteres`),
        categoryIds: yup.array(yup.string().uuid('Categoría inválida').defined()).max(STATION_LIMITS.ids).defined(),
        productIds: yup.array(yup.string().uuid('Producto inválido').defined()).max(STATION_LIMITS.ids).defined(),
      })
      .noUnknown()
      .defined(),
  )
  .max(STATION_LIMITS.stations, `Hasta ${STATION_LIMITS.stations} estaciones`)
  .defined()
  .test('unique-names', 'Cada estación necesita un nombre distinto', (list) => new Set(list.map((station) => station.name.trim().toLocaleLowerCase('es-MX'))).size === list.length);

/** The body of PUT /v1/cocina/estaciones: the whole list, in display order (a station without id is new). */
export const kitchenStationsBodySchema = yup.object({ estaciones: stationListSchema }).noUnknown().defined();

export type KitchenStationsBody = yup.InferType<typeof kitchenStationsBodySchema>;
export type KitchenStationInput = KitchenStationsBody['estaciones'][number];

/** The fields of a line the routing reads (order lines and change-ticket lines both have them). */
export type RoutedLine = Pick<OrderLine, 'id_producto' | 'id_categoria'>;

/** The station prepares this line: its product is listed, or its category is. */
export function stationPrepares(station: Pick<KitchenStation, 'categoryIds' | 'productIds'>, line: RoutedLine): boolean {
  return station.productIds.includes(line.id_producto) || (line.id_categoria !== null && station.categoryIds.includes(line.id_categoria));
}

/** The lines this station prepares, in the order's order. */
export function stationLines<L extends RoutedLine>(station: Pick<KitchenStation, 'categoryIds' | 'productIds'>, lines: readonly L[]): L[] {
  return lines.filter((line) => stationPrepares(station, line));
}

/** The stations that have something to make in these lines, in the stations' order. */
export function stationsOfOrder<S extends Pick<KitchenStation, 'categoryIds' | 'productIds'>>(stations: readonly S[], lines: readonly RoutedLine[]): S[] {
  return stations.filter((station) => lines.some((line) => stationPrepares(station, line)));
}
