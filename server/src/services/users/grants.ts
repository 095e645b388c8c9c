// Staff access per location (docs/locations.md): which of the account's locations a staff user may use and
// the module set at each. Owner only (the route's access): the owner has every location of the account
// already (migration 0031's trigger). The user's home location is always kept; a withdrawn location ends the
// user's sessions there at once (their other locations go on).
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { LOCATION_MSG, type LocationGrant, type UserLocationsAnswer } from '@shared/locations';
import { isUuid } from '@shared/ids';
import type { Db, DbOrTx } from '../../db/database';
import { commerces, userLocations, users } from '../../db/schema/index';
import { badRequest, forbidden, notFound } from '../../errors';
import { accountLocations } from '../locations/locations';
import { revokeUserLocationSessions, type PanelSession } from '../sessions';
import { asBody } from '../input';
import { modulesWithin, USER_MSG } from './users';

async function staffOfAccount(db: DbOrTx, caller: PanelSession, id: string): Promise<{ id: string; home: string; role: string }> {
  if (!isUuid(id)) throw notFound(USER_MSG.notFound);
  const [row] = await db
    .select({ id: users.id, home: users.id_comercio, role: users.role })
    .from(users)
    .innerJoin(commerces, eq(commerces.id, users.id_comercio))
    .where(and(eq(users.id, id), eq(commerces.account_id, caller.accountId)))
    .limit(1);
  if (!row) throw notFound(USER_MSG.notFound);
  return row;
}

export async function userLocationGrants(db: DbOrTx, caller: PanelSession, id: string): Promise<UserLocationsAnswer> {
  const user = await staffOfAccount(db, caller, id);
  const rows = await db
    .select({ id_comercio: userLocations.id_comercio, modules: userLocations.modules })
    .from(userLocations)
    .innerJoin(commerces, eq(commerces.id, userLocations.id_comercio))
    .where(and(eq(userLocations.id_usuario, user.id), eq(commerces.account_id, caller.accountId)));
  return { locations: await accountLocations(db, caller.accountId), grants: rows.map((row) => ({ id_comercio: row.id_comercio, modules: row.modules ?? null })) };
}

/** The grants sent, checked: locations of the account, each once, the home one included, modules within the plan. */
function checkedGrants(input: unknown, locationIds: Set<string>, home: string, caller: PanelSession): LocationGrant[] {
  const body = asBody(input);
  if (!Array.isArray(body.grants)) throw badRequest('grants: debe ser una lista', 'grants');
  const seen = new Set<string>();
  const grants: LocationGrant[] = [];
  for (const item of body.grants.map(asBody)) {
    const commerceId = typeof item.id_comercio === 'string' ? item.id_comercio : '';
    if (!locationIds.has(commerceId)) throw badRequest(`grants: ${LOCATION_MSG.unknownLocation}`, 'grants');
    if (seen.has(commerceId)) continue;
    seen.add(commerceId);
    grants.push({ id_comercio: commerceId, modules: item.modules === null || item.modules === undefined ? null : modulesWithin(item.modules, caller.modules, caller) });
  }
  if (!seen.has(home)) throw badRequest(`grants: ${LOCATION_MSG.homeRequired}`, 'grants');
  return grants;
}

/** PUT: the user's locations become exactly the ones sent. */
export async function setUserLocationGrants(db: Db, caller: PanelSession, id: string, input: unknown): Promise<UserLocationsAnswer> {
  const user = await staffOfAccount(db, caller, id);
  if (user.role === 'owner') throw forbidden(USER_MSG.ownerModules);
  const locations = await accountLocations(db, caller.accountId);
  const grants = checkedGrants(input, new Set(locations.map((location) => location.id_comercio)), user.home, caller);
  const kept = grants.map((grant) => grant.id_comercio);
  await db.transaction(async (tx) => {
    const withdrawn = await tx
      .delete(userLocations)
      .where(and(eq(userLocations.id_usuario, user.id), notInArray(userLocations.id_comercio, kept), inArray(userLocations.id_comercio, locations.map((location) => location.id_comercio))))
      .returning({ commerceId: userLocations.id_comercio });
    for (const row of withdrawn) await revokeUserLocationSessions(tx, user.id, row.commerceId);
    for (const grant of grants) {
      await tx
        .insert(userLocations)
        .values({ id_usuario: user.id, id_comercio: grant.id_comercio, modules: grant.modules })
        .onConflictDoUpdate({ target: [userLocations.id_usuario, userLocations.id_comercio], set: { modules: grant.modules } });
    }
  });
  return userLocationGrants(db, caller, id);
}
