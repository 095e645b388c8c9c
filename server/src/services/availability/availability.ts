// Loads what "can customers order now?" depends on and asks the one pure rule (shared/availability.ts).
// Used by GET /v1/comercio/disponibilidad (panel), the public menu and public order intake (docs/availability.md).
import { and, eq, sql } from 'drizzle-orm';
import { canOrderAhead, computeAvailability, localClock, SCHEDULE_REASONS, UPCOMING_SPECIAL_DAYS, type Availability } from '../../../../shared/availability';
import { DEFAULT_TIME_ZONE } from '../../../../shared/constants';
import { addDays } from '../../../../shared/special-days';
import type { DbOrTx } from '../../db/database';
import { categories, products } from '../../db/schema/menu';
import { commerces } from '../../db/schema/commerces';
import { assertNotAutoPaused, isAutoPaused } from '../auto-pause/auto-pause';
import { busyModeOf } from '../busy-mode/busy-mode';
import { countAccountOrdersThisMonth } from '../order-limits';
import { monthlyLimitOf } from '../orders/commerce-rules';
import { OrderRefusal } from '../orders/errors';
import { recentSpecialDays, specialDaysBetween } from './special-days';

type CommerceRow = typeof commerces.$inferSelect;

/**
 * Products a customer could put in a cart: active, not sold out, in a shown category, and — when sections
 * list it — in at least one shown section (the public menu's rule, offeredOnMenu).
 */
export async function orderableProductCount(db: DbOrTx, commerceId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.id_categoria))
    .where(
      and(
        eq(products.id_comercio, commerceId),
        eq(products.activo, true),
        eq(products.agotado, false),
        eq(categories.activo, true),
        sql`(not exists (select 1 from sections s where s.id_comercio = ${commerceId} and s.productos ? ${products.id}::text)
          or exists (select 1 from sections s where s.id_comercio = ${commerceId} and s.activo and s.productos ? ${products.id}::text))`,
      ),
    );
  return row?.value ?? 0;
}

/** Special days from yesterday (its late turns reach today) to the last day customers are told about. */
export function specialDaysWindow(commerce: Pick<CommerceRow, 'id' | 'zona_horaria'>, at: Date): { from: string; to: string } {
  const today = localClock(at, commerce.zona_horaria || DEFAULT_TIME_ZONE).date;
  return { from: addDays(today, -1), to: addDays(today, UPCOMING_SPECIAL_DAYS) };
}

export async function availabilityOf(db: DbOrTx, commerce: CommerceRow, at: Date = new Date()): Promise<Availability> {
  const window = specialDaysWindow(commerce, at);
  const [dias, pausa, sinAtencion, limit, received, productos] = await Promise.all([
    specialDaysBetween(db, commerce.id, window.from, window.to),
    busyModeOf(db, commerce.id, at),
    isAutoPaused(db, commerce.id),
    monthlyLimitOf(db, commerce, at),
    countAccountOrdersThisMonth(db, commerce.id, at),
    orderableProductCount(db, commerce.id),
  ]);
  return computeAvailability(
    {
      servicio_activo: commerce.servicio_activo,
      horarios: commerce.horarios,
      zona_horaria: commerce.zona_horaria,
      dias_especiales: dias,
      pausa,
      sin_atencion: sinAtencion,
      limite_alcanzado: limit != null && received >= limit,
      productos_disponibles: productos,
    },
    at,
  );
}

/** The same answer for a commerce found by id (the public menu has only the id at hand); null when absent. */
export async function availabilityById(db: DbOrTx, commerceId: string, at: Date = new Date()): Promise<Availability | null> {
  const [commerce] = await db.select().from(commerces).where(eq(commerces.id, commerceId));
  return commerce ? availabilityOf(db, commerce, at) : null;
}

/**
 * Only the time part (switch, weekly schedule, special days), for order intake. Intake checks the pause and
 * the monthly limit inside its own transaction, and the products the order names. The special days come from
 * a short per-process cache (intake is the hot path; see recentSpecialDays).
 */
export async function scheduleAvailabilityOf(db: DbOrTx, commerce: CommerceRow, at: Date = new Date()): Promise<Availability> {
  const window = specialDaysWindow(commerce, at);
  const dias = await recentSpecialDays(db, commerce.id, window);
  const input = { servicio_activo: commerce.servicio_activo, horarios: commerce.horarios, zona_horaria: commerce.zona_horaria, dias_especiales: dias };
  return computeAvailability({ ...input, pausa: null, limite_alcanzado: false, productos_disponibles: 1 }, at);
}

/**
 * Refuses a customer's order when the commerce is closed now, with the reason the menu shows (409
 * COMMERCE_CLOSED), or when the store paused itself because nobody was watching (409 ORDERS_AUTO_PAUSED).
 * A scheduled order (its slot already checked against the opening hours) passes a closure that is only
 * for the hour (ORDER_AHEAD_REASONS), never a switched-off commerce or a pause.
 */
export async function assertOpenForCustomers(db: DbOrTx, commerce: CommerceRow, at: Date = new Date(), options: { scheduled?: boolean } = {}): Promise<void> {
  const availability = await scheduleAvailabilityOf(db, commerce, at);
  const waived = options.scheduled === true && canOrderAhead(availability);
  if (!availability.abierto && SCHEDULE_REASONS.includes(availability.motivo) && !waived) throw new OrderRefusal(409, 'COMMERCE_CLOSED', availability.mensaje);
  await assertNotAutoPaused(db, commerce.id);
}
