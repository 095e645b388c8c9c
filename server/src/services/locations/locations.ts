// Locations (sucursales) of an account (docs/locations.md): the signed-in user's list for the header's
// switcher and «Agregar sucursal». Access to a location is a user_locations row (migration 0031): the
// user's home commerce always, every location of the account for its owners (a trigger adds the rows),
// the locations the owner grants to staff (grants.ts).
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OrderStatus } from '@shared/constants';
import { LOCATION_MSG, type LocationSummary, type NewLocationRequest, type NewLocationResponse } from '@shared/locations';
import type { Db, DbOrTx } from '../../db/database';
import { commerces, orders, userLocations, users } from '../../db/schema/index';
import { badRequest, conflict } from '../../errors';
import { isValidTimeZone } from '../commerce';
import { modulesFor } from '../plans';
import type { PlanCatalog } from '../plan-catalog';
import { addLoginSession, type PanelSession } from '../sessions';
import { copyLocationParts } from './copy';

const PENDING: OrderStatus = 'pending';

/** The locations the session's user may use, home first then by name, each with open/closed and pending orders. */
export async function listUserLocations(db: DbOrTx, catalog: PlanCatalog, session: PanelSession): Promise<LocationSummary[]> {
  const rows = await db
    .select({
      id: commerces.id,
      nombre: commerces.nombre,
      id_path: commerces.id_path,
      direccion: commerces.direccion,
      zona_horaria: commerces.zona_horaria,
      abierto: commerces.servicio_activo,
      grantModules: userLocations.modules,
      userModules: users.modules,
    })
    .from(userLocations)
    .innerJoin(users, eq(users.id, userLocations.id_usuario))
    .innerJoin(commerces, eq(commerces.id, userLocations.id_comercio))
    .where(and(eq(userLocations.id_usuario, session.userId), eq(commerces.account_id, session.accountId)))
    .orderBy(sql`${commerces.id} <> ${users.id_comercio}`, asc(commerces.nombre), asc(commerces.id));
  const plan = await catalog.get(session.planId);
  // The pending count is the board's data: shown only where the user may see the board (HISTORIAL).
  const boardAt = rows.filter((row) => modulesFor(plan?.modulos ?? [], row.grantModules ?? row.userModules).some((m) => m.id === 'HISTORIAL' && m.permisos.includes('list'))).map((row) => row.id);
  const pending = boardAt.length
    ? await db
        .select({ id: orders.id_comercio, value: count() })
        .from(orders)
        .where(and(inArray(orders.id_comercio, boardAt), eq(orders.estatus_pedido, PENDING), isNull(orders.deleted_at)))
        .groupBy(orders.id_comercio)
    : [];
  const pendingBy = new Map(pending.map((row) => [row.id, Number(row.value)]));
  return rows.map((row) => ({
    id_comercio: row.id,
    nombre: row.nombre,
    id_path: row.id_path,
    direccion: row.direccion,
    zona_horaria: row.zona_horaria,
    abierto: row.abierto,
    pendientes: boardAt.includes(row.id) ? (pendingBy.get(row.id) ?? 0) : 0,
    tablero: boardAt.includes(row.id),
    actual: row.id === session.commerceId,
  }));
}

/** The account's locations (id, name), oldest first: what the owner picks from. */
export async function accountLocations(db: DbOrTx, accountId: string): Promise<{ id_comercio: string; nombre: string }[]> {
  const rows = await db.select({ id: commerces.id, nombre: commerces.nombre }).from(commerces).where(eq(commerces.account_id, accountId)).orderBy(asc(commerces.created_at), asc(commerces.id));
  return rows.map((row) => ({ id_comercio: row.id, nombre: row.nombre }));
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current === 'object' && current !== null && (current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * «Agregar sucursal»: a commerce of the caller's account with its own name, address, id_path, folio prefix
 * and time zone, closed until the owner opens it, with the chosen parts copied from one of the account's
 * locations. The caller's login gets a session for it (the answer's token), so the switcher can use it at once.
 */
export async function createLocation(db: Db, catalog: PlanCatalog, session: PanelSession, body: NewLocationRequest, secretsKey: Buffer): Promise<NewLocationResponse> {
  if (!isValidTimeZone(body.zona_horaria)) throw badRequest(`zona_horaria: ${LOCATION_MSG.timeZone}`, 'zona_horaria');
  const sourceId = body.copiar_de ?? session.commerceId;
  const [source] = await db.select().from(commerces).where(and(eq(commerces.id, sourceId), eq(commerces.account_id, session.accountId))).limit(1);
  if (!source) throw badRequest(`copiar_de: ${LOCATION_MSG.sourceNotFound}`, 'copiar_de');
  const idPath = body.id_path.trim().toLowerCase();
  const [taken] = await db.select({ id: commerces.id }).from(commerces).where(eq(commerces.id_path, idPath)).limit(1);
  if (taken) throw conflict(LOCATION_MSG.idPathTaken, 'ID_PATH_TAKEN');
  const parts = new Set<string>(body.copiar ?? []);
  try {
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(commerces)
        .values({
          account_id: session.accountId,
          nombre: body.nombre.trim(),
          id_path: idPath,
          direccion: body.direccion.trim(),
          prefijo_folio: (body.prefijo_folio ?? '').trim(),
          zona_horaria: body.zona_horaria,
          // The account's plan and contact; the new location is set up (no wizard) and closed until opened.
          tipo_plan: source.tipo_plan,
          correo_contacto: source.correo_contacto,
          nombre_contacto: source.nombre_contacto,
          telefono: source.telefono,
          country_code: source.country_code,
          onboarding_finish_date: new Date(),
          servicio_activo: false,
          ...(body.copiar_de ? locationSettingsCopy(source, parts) : {}),
        })
        .returning({ id: commerces.id });
      if (body.copiar_de) await copyLocationParts(tx, source.id, row!.id, parts);
      const token = await addLoginSession(tx, session, row!.id, secretsKey);
      return { id: row!.id, token: token.token };
    });
    const location = (await listUserLocations(db, catalog, session)).find((entry) => entry.id_comercio === created.id);
    if (!location) throw new Error(`Sucursal ${created.id} sin acceso del propietario`);
    return { location, token: created.token };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(LOCATION_MSG.idPathTaken, 'ID_PATH_TAKEN');
    throw error;
  }
}

type CommerceRow = typeof commerces.$inferSelect;

/** The commerce columns a copy carries: schedules and the delivery fees. */
function locationSettingsCopy(source: CommerceRow, parts: Set<string>): Partial<typeof commerces.$inferInsert> {
  const copy: Partial<typeof commerces.$inferInsert> = {};
  if (parts.has('horarios')) Object.assign(copy, { horarios: source.horarios, config_programacion: source.config_programacion });
  if (parts.has('tarifas')) {
    Object.assign(copy, {
      tipo_envio_domicilio: source.tipo_envio_domicilio,
      costo_envio_domicilio_cents: source.costo_envio_domicilio_cents,
      colonias: source.colonias,
      zonas_envio: source.zonas_envio,
      compra_minima_envio_domicilio_cents: source.compra_minima_envio_domicilio_cents,
      activar_envio_gratis_compra_minima: source.activar_envio_gratis_compra_minima,
      importe_envio_gratis_compra_minima_cents: source.importe_envio_gratis_compra_minima_cents,
      informacion_envio: source.informacion_envio,
      costo_por_porcentaje: source.costo_por_porcentaje,
    });
  }
  return copy;
}
