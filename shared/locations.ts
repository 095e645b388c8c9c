// Several locations (sucursales) under one account (docs/locations.md): the switcher's list, «Agregar
// sucursal» and the staff grants per location, shared by the panel and the server.
import * as yup from 'yup';
import { COMMERCE_NAME_MAX, COMMERCE_NAME_MIN, FOLIO_PREFIX_MAX } from './constants';
import type { ModulePermissions } from './types/account';
import { V } from './validation/messages';

/** A location the signed-in user may use, as the header's switcher lists it (GET /v1/sucursales). */
export interface LocationSummary {
  id_comercio: string;
  nombre: string;
  id_path: string;
  direccion: string;
  zona_horaria: string;
  /** servicio_activo: open for orders or temporarily closed. */
  abierto: boolean;
  /** Orders waiting for the commerce's answer (status pending); 0 where the user may not see the board. */
  pendientes: number;
  /** The user may see the orders board there (HISTORIAL): the panel then listens for its new orders. */
  tablero: boolean;
  /** The location of the session that asked. */
  actual: boolean;
}

/** What a new location may start from a copy of (each optional; none = empty). */
export const LOCATION_COPY_PARTS = ['menu', 'horarios', 'tarifas', 'impresion'] as const;
export type LocationCopyPart = (typeof LOCATION_COPY_PARTS)[number];

export const LOCATION_COPY_LABELS: Record<LocationCopyPart, string> = {
  menu: 'Menú (categorías, productos, extras y secciones)',
  horarios: 'Horarios',
  tarifas: 'Tarifas de envío',
  impresion: 'Configuración de impresión (estaciones de cocina)',
};

/** POST /v1/sucursales («Agregar sucursal», owner only). */
export interface NewLocationRequest {
  nombre: string;
  id_path: string;
  direccion: string;
  prefijo_folio?: string;
  zona_horaria: string;
  /** The location copied from (one of the account's); null = start empty. */
  copiar_de: string | null;
  copiar: LocationCopyPart[];
}

/** The answer: the location and its session token in the caller's login (the switcher can switch at once). */
export interface NewLocationResponse {
  location: LocationSummary;
  token: string;
}

/** A staff user's access to one location (GET/PUT /v1/usuarios/:id/sucursales). */
export interface LocationGrant {
  id_comercio: string;
  /** null = the user's own module set (the Usuarios screen's permissions); otherwise the set at this location. */
  modules: ModulePermissions[] | null;
}

export interface UserLocationsAnswer {
  /** Every location of the account, to pick from. */
  locations: { id_comercio: string; nombre: string }[];
  grants: LocationGrant[];
}

export const LOCATION_MSG = {
  added: 'Sucursal agregada',
  idPathTaken: 'Esa dirección del menú ya está en uso; elige otra',
  sourceNotFound: 'La sucursal de origen no es de tu cuenta',
  unknownLocation: 'Esa sucursal no es de tu cuenta',
  homeRequired: 'El usuario conserva siempre el acceso a la sucursal donde se creó',
  grantsSaved: 'Sucursales del usuario guardadas',
  timeZone: 'Zona horaria desconocida',
} as const;

export const ID_PATH_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,46}[a-z0-9])?$/;

export const newLocationSchema = yup.object({
  nombre: yup.string().trim().required(V.required).min(COMMERCE_NAME_MIN, V.minChars(COMMERCE_NAME_MIN)).max(COMMERCE_NAME_MAX, V.maxChars(COMMERCE_NAME_MAX)),
  id_path: yup.string().trim().required(V.required).matches(ID_PATH_PATTERN, 'Usa de 3 a 48 letras minúsculas, números o guiones (sin espacios)'),
  direccion: yup.string().trim().required(V.required).max(300, V.maxChars(300)),
  prefijo_folio: yup.string().trim().nullable().max(FOLIO_PREFIX_MAX, V.maxChars(FOLIO_PREFIX_MAX)),
  zona_horaria: yup.string().trim().required(V.required).max(64, V.maxChars(64)),
  copiar_de: yup.string().nullable(),
  copiar: yup.array(yup.string().oneOf([...LOCATION_COPY_PARTS], V.oneOf).required()).default([]),
});
