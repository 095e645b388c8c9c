// The kitchen screen (docs/kitchen.md, «Pantalla de cocina»): what the server sends a kitchen screen, what a
// bump or a recall asks for, and the «Listo» rule. Lines go to stations by the one routing rule of
// stations.ts; a commerce without stations has one station, «Cocina», that prepares every line.
import * as yup from 'yup';
import type { DeliveryType, OrderStatus } from '../constants';
import { stationPrepares, type KitchenStation, type RoutedLine } from './stations';

/** The single station of a commerce that defined none: the whole order. */
export const WHOLE_KITCHEN = { id: 'cocina', name: 'Cocina' } as const;
/** The view that shows every station's lines at once. */
export const ALL_STATIONS_VIEW = 'todas';

export interface KitchenStationRef {
  id: string;
  name: string;
}

export interface KitchenLine {
  id: string;
  nombre: string;
  cantidad: number;
  presentacion: string | null;
  instrucciones: string | null;
  /** The extras as the cook reads them («2× Queso extra»). */
  extras: string[];
  /** The stations that prepare this line. */
  estaciones: string[];
  /** The stations that already bumped it. */
  listas: string[];
}

export interface KitchenOrder {
  id: string;
  folio: string;
  metodo_entrega: DeliveryType;
  numero_mesa: number | null;
  /** The customer's first name (tickets and screens never show more). */
  cliente: string;
  estatus: OrderStatus;
  created_at: string;
  tiempo_preparacion: number | null;
  lineas: KitchenLine[];
}

/** The last tap of a view, which «Deshacer» recalls. */
export interface KitchenRecall {
  folio: string;
  at: string;
}

/** GET /v1/cocina/cola: the stations and the open orders with something left for a station, oldest first. */
export interface KitchenQueue {
  estaciones: KitchenStationRef[];
  pedidos: KitchenOrder[];
  /** Per view (station id, 'cocina' or 'todas'): its last tap still recallable. */
  deshacer: Record<string, KitchenRecall>;
}

export const KITCHEN_MSG = {
  unknownView: 'Esa estación ya no existe: recarga la página',
  notInKitchen: 'Ese pedido ya no está en cocina',
  lineNotInOrder: 'Ese producto no es de este pedido',
  nothingToUndo: 'No hay nada que deshacer',
} as const;

const viewSchema = yup.string().trim().required('Elige una estación').max(64, 'Estación inválida');

/** POST /v1/cocina/marcar: the whole order (no `linea`) or one line, for the stations of `vista`. */
export const kitchenBumpBodySchema = yup
  .object({
    pedido: yup.string().uuid('Pedido inválido').required('Falta el pedido'),
    vista: viewSchema,
    linea: yup.string().uuid('Producto inválido').optional(),
  })
  .noUnknown()
  .defined();
export type KitchenBumpBody = yup.InferType<typeof kitchenBumpBodySchema>;

/** POST /v1/cocina/deshacer: recalls the last tap of `vista`. */
export const kitchenRecallBodySchema = yup.object({ vista: viewSchema }).noUnknown().defined();
export type KitchenRecallBody = yup.InferType<typeof kitchenRecallBodySchema>;

/** The stations the screen offers: the commerce's, or «Cocina» alone when it has none. */
export function screenStations(stations: readonly KitchenStationRef[]): KitchenStationRef[] {
  return stations.length > 0 ? stations.map(({ id, name }) => ({ id, name })) : [{ ...WHOLE_KITCHEN }];
}

/** The stations that prepare this line (ids); without stations, «Cocina» prepares everything. */
export function preparingStations(stations: readonly Pick<KitchenStation, 'id' | 'categoryIds' | 'productIds'>[], line: RoutedLine): string[] {
  if (stations.length === 0) return [WHOLE_KITCHEN.id];
  return stations.filter((station) => stationPrepares(station, line)).map((station) => station.id);
}

/** The stations a tap in `view` bumps for this line: the view's station if it prepares it, all of them in «Todas». */
export function stationsOfView(line: Pick<KitchenLine, 'estaciones'>, view: string): string[] {
  return view === ALL_STATIONS_VIEW ? line.estaciones : line.estaciones.filter((station) => station === view);
}

/** What is left for `view` in this line (stations that prepare it and have not bumped it). */
export function pendingInView(line: Pick<KitchenLine, 'estaciones' | 'listas'>, view: string): string[] {
  return stationsOfView(line, view).filter((station) => !line.listas.includes(station));
}

/** «Listo»: the order has something for a station and every station bumped every line it prepares. */
export function kitchenDone(lines: readonly Pick<KitchenLine, 'estaciones' | 'listas'>[]): boolean {
  const routed = lines.filter((line) => line.estaciones.length > 0);
  return routed.length > 0 && routed.every((line) => line.estaciones.every((station) => line.listas.includes(station)));
}
