// Which locations (sucursales) a statistics, report or history request covers (docs/locations.md, "Consolidated views").
// The query parameter `comercio` is a location id or `todas`; without it, or naming the session's own
// commerce, the request covers the session's commerce exactly as before. Only the account's owner may name
// another location or `todas` (anyone else: 403, whatever the id); the owner naming a location that is not
// one of the account's gets 404, the same answer as for an id that does not exist.
import { ALL_LOCATIONS, type LocationOption } from '../../../../shared/types/locations-reports';
import { forbidden, notFound } from '../../errors';
import { SERVER_MSG } from '../../messages';
import type { DbOrTx } from '../../db/database';
import type { PanelSession } from '../sessions';
import { findCommerce } from '../commerce';
import { DEFAULT_TIME_ZONE } from '../../../../shared/constants';
import { accountCommerces, type AccountCommerce } from '../locations/account-commerces';

export const LOCATION_MSG = {
  ownerOnly: 'Solo el propietario de la cuenta puede ver otras sucursales o todas juntas',
  notFound: 'No se encontró la sucursal',
} as const;

/** Querystring property `comercio` of the routes that accept a location. */
export const LOCATION_QUERY = {
  type: 'string',
  maxLength: 36,
  pattern: `^(?:${ALL_LOCATIONS}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$`,
} as const;

export interface LocationScope {
  /** The locations covered, in the account's order (one unless `all`). */
  locations: AccountCommerce[];
  /** `comercio=todas`. */
  all: boolean;
  /** The caller sees more than one location (the owner of an account with several): views show a location column. */
  several: boolean;
}

type ScopeSession = Pick<PanelSession, 'commerceId' | 'accountId' | 'role'>;

async function ownCommerce(db: DbOrTx, commerceId: string): Promise<AccountCommerce> {
  const commerce = await findCommerce(db, commerceId);
  if (!commerce) throw notFound(SERVER_MSG.commerceNotFound);
  return { id: commerce.id, nombre: commerce.nombre, id_path: commerce.id_path, zona_horaria: commerce.zona_horaria || DEFAULT_TIME_ZONE };
}

/** The locations the caller may choose from: the owner's whole account, anyone else only the session's commerce. */
export async function visibleLocations(db: DbOrTx, session: ScopeSession): Promise<AccountCommerce[]> {
  if (session.role !== 'owner') return [await ownCommerce(db, session.commerceId)];
  const locations = await accountCommerces(db, session.accountId);
  return locations.length > 0 ? locations : [await ownCommerce(db, session.commerceId)];
}

export async function resolveLocationScope(db: DbOrTx, session: ScopeSession, comercio: string | undefined): Promise<LocationScope> {
  const own = comercio === undefined || comercio.toLowerCase() === session.commerceId.toLowerCase();
  if (!own && session.role !== 'owner') throw forbidden(LOCATION_MSG.ownerOnly);
  const visible = await visibleLocations(db, session);
  const several = visible.length > 1;
  if (comercio === ALL_LOCATIONS) return { locations: visible, all: true, several };
  const wanted = own ? session.commerceId : comercio.toLowerCase();
  const location = visible.find((candidate) => candidate.id.toLowerCase() === wanted.toLowerCase());
  if (!location) throw notFound(own ? SERVER_MSG.commerceNotFound : LOCATION_MSG.notFound);
  return { locations: [location], all: false, several };
}

export function locationOptions(locations: readonly AccountCommerce[]): LocationOption[] {
  return locations.map(({ id, nombre }) => ({ id, nombre }));
}
