// Picker as a courier provider (docs/integrations.md): a commerce that connected Picker (its store API key)
// gets its riders from Picker; the others keep the built-in sandbox. Picker's booking is created from the
// commerce's address and the order's delivery point; its status and rider come back by Picker's webhook
// (which only says «look at booking X»: the details are then read from Picker with the store's key, so a
// forged call can change nothing) and by polling the open bookings.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { MSG } from '../../../../shared/messages';
import { haversineKm } from '../../../../shared/geo';
import type { Rider } from '../../../../shared/types/order';
import type { Db } from '../../db/database';
import { commerces } from '../../db/schema/commerces';
import { orders } from '../../db/schema/orders';
import { integrationCredentials } from '../integrations/providers/credentials';
import { OrderRefusal } from '../orders/errors';
import { PICKER_STATUS, PickerClient, PickerError, type PickerBooking } from './picker-client';
import type { CourierPickup, CourierProvider, CourierRequest, CourierUpdate, CourierUpdateListener, DeliveryStatus } from './provider';

export const PICKER_PROVIDER_CODE = 'picker';
export const PICKER_PROVIDER_NAME = 'Picker';
export const PICKER_WEBHOOK_EVENTS = ['Driver Assigned', 'Update Booking Status'] as const;

export const PICKER_MSG = {
  noLocation: 'Picker necesita la ubicación del comercio (Datos del comercio) y la del cliente en el mapa para pedir un repartidor.',
  providerSaid: (what: string, message: string) => `${what}: ${message}`,
} as const;

const ACTIVE_STATUSES = ['requested', 'assigned', 'arrived_at_pickup', 'on_the_way', 'arrived_at_delivery'];

const STATUS_OF: Record<number, DeliveryStatus> = {
  [PICKER_STATUS.PENDING]: 'requested',
  [PICKER_STATUS.ACCEPTED]: 'assigned',
  [PICKER_STATUS.ARRIVED_AT_PICKUP]: 'arrived_at_pickup',
  [PICKER_STATUS.WAY_TO_DELIVER]: 'on_the_way',
  [PICKER_STATUS.ARRIVED_AT_DELIVERY]: 'arrived_at_delivery',
  [PICKER_STATUS.COMPLETED]: 'delivered',
  [PICKER_STATUS.CANCELLED_BY_ADMIN]: 'canceled',
  [PICKER_STATUS.CANCELLED]: 'canceled',
};

/** The value Picker sends back with each webhook call of this commerce (derived, so nothing to store). */
export function pickerWebhookSecret(secretsKey: Buffer, commerceId: string): string {
  return createHmac('sha256', secretsKey).update(`picker-webhook:${commerceId}`).digest('hex');
}

export function pickerWebhookAuthentic(secretsKey: Buffer, commerceId: string, given: string | undefined): boolean {
  const expected = Buffer.from(pickerWebhookSecret(secretsKey, commerceId));
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface PickerCourierOptions {
  /** Where Picker calls back (PUBLIC_URL); without it only polling follows the bookings. */
  publicUrl: string | null;
  /** Poll open bookings every this many ms (0: only when asked, as tests do). */
  pollMs: number;
  /** Picker's API (AppConfig.providerUrls.picker). */
  baseUrl: string;
  log?: (message: string, error?: unknown) => void;
}

export class PickerCourier implements CourierProvider {
  readonly code = PICKER_PROVIDER_CODE;
  readonly name = PICKER_PROVIDER_NAME;
  private readonly listeners: CourierUpdateListener[] = [];
  private readonly subscribed = new Set<string>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly db: Db,
    private readonly secretsKey: Buffer,
    private readonly options: PickerCourierOptions,
  ) {
    if (options.pollMs > 0) {
      this.timer = setInterval(() => void this.poll().catch((error: unknown) => options.log?.('Picker: seguimiento', error)), options.pollMs);
      this.timer.unref();
    }
  }

  onUpdate(listener: CourierUpdateListener): void {
    this.listeners.push(listener);
  }

  private async client(commerceId: string): Promise<PickerClient | null> {
    const fields = await integrationCredentials(this.db, this.secretsKey, commerceId, 'delivery', PICKER_PROVIDER_CODE);
    return fields?.token ? new PickerClient(fields.token, this.options.baseUrl) : null;
  }

  /** Whether this commerce gets its riders from Picker (it connected Picker). */
  async handles(commerceId: string): Promise<boolean> {
    return (await this.client(commerceId)) !== null;
  }

  private async trip(pickup: { commerceId: string; orderId: string }) {
    const [commerce] = await this.db.select({ address: commerces.address, nombre: commerces.nombre }).from(commerces).where(eq(commerces.id, pickup.commerceId));
    const [order] = await this.db.select().from(orders).where(and(eq(orders.id, pickup.orderId), eq(orders.id_comercio, pickup.commerceId)));
    const from = commerce?.address;
    if (!order || !from || from.latitude === null || from.longitude === null || order.latitud === null || order.longitud === null) {
      throw new OrderRefusal(422, 'COURIER_ERROR', PICKER_MSG.noLocation);
    }
    const pickupPoint = { latitude: from.latitude, longitude: from.longitude };
    const dropoff = { latitude: order.latitud, longitude: order.longitud };
    return { commerce: commerce!, from, order, pickupPoint, dropoff, km: Math.round(haversineKm(pickupPoint, dropoff) * 100) / 100 };
  }

  /** Picker's fee for this order's trip, in pesos. */
  async quote(pickup: { commerceId: string; orderId: string }): Promise<{ fee: number; distanceKm: number }> {
    const client = await this.clientOrFail(pickup.commerceId, MSG.sendRequestError);
    const trip = await this.trip(pickup);
    const answer = await client.preCheckout(trip.km, trip.pickupPoint.latitude, trip.pickupPoint.longitude).catch((error: unknown) => this.refusal(MSG.sendRequestError, error));
    return { fee: answer.deliveryFee, distanceKm: trip.km };
  }

  async requestRider(pickup: CourierPickup): Promise<CourierRequest> {
    const client = await this.clientOrFail(pickup.commerceId, MSG.sendRequestError);
    const trip = await this.trip(pickup);
    const booking = await client
      .createBooking({
        pickupAddress: trip.from.fullAddress || trip.commerce.nombre,
        pickupCity: trip.from.city || 'N/A',
        pickupLatitude: trip.pickupPoint.latitude,
        pickupLongitude: trip.pickupPoint.longitude,
        deliveryAddress: pickup.dropoffAddress || trip.order.calle || 'N/A',
        deliveryCity: trip.from.city || 'N/A',
        deliveryLatitude: trip.dropoff.latitude,
        deliveryLongitude: trip.dropoff.longitude,
        ...(trip.order.referencias ? { deliveryReferences: trip.order.referencias } : {}),
        bookingNotes: `Pedido ${pickup.folio}`,
        carType: 1,
        carName: 'BIKE',
        paymentMethod: trip.order.metodo_pago === 'efectivo' ? 'CASH' : 'CARD',
        bookingType: 0,
        billedDistance: trip.km,
        contact: { name: pickup.customerName, phone: pickup.customerPhone, externalId: pickup.orderId },
      })
      .catch((error: unknown) => this.refusal(MSG.sendRequestError, error));
    await this.subscribe(pickup.commerceId, client);
    return { trackingId: booking._id, trackingUrl: booking.trackingLink ?? null };
  }

  /** Picker has no «come sooner» call: the panel's button reads the booking again instead. */
  async anticipate(trackingId: string): Promise<void> {
    await this.refresh(trackingId);
  }

  async cancel(trackingId: string): Promise<void> {
    const order = await this.orderOf(trackingId);
    if (!order) return;
    const client = await this.clientOrFail(order.id_comercio, MSG.cancelRiderError);
    await client.cancelBooking(trackingId, 'Cancelado desde el panel del comercio').catch((error: unknown) => this.refusal(MSG.cancelRiderError, error));
    await this.emit({ kind: 'status', orderId: order.id, trackingId, status: 'canceled' });
  }

  /** Reads one booking from Picker and reports its rider and status (webhook calls and polling end here). */
  async refresh(trackingId: string): Promise<void> {
    const order = await this.orderOf(trackingId);
    if (!order) return;
    const client = await this.client(order.id_comercio);
    if (!client) return;
    const booking = await client.bookingDetails(trackingId);
    await this.report(order, booking);
  }

  /** A webhook call for a commerce: authentic only with its secret; it names the booking to read again. */
  async webhook(commerceId: string, secret: string | undefined, bookingId: string): Promise<boolean> {
    if (!pickerWebhookAuthentic(this.secretsKey, commerceId, secret)) return false;
    const order = await this.orderOf(bookingId);
    if (order && order.id_comercio === commerceId) await this.refresh(bookingId);
    return true;
  }

  /** Reads every open Picker booking once. */
  async poll(): Promise<void> {
    const open = await this.db
      .select({ trackingId: orders.delivery_tracking_id })
      .from(orders)
      .where(and(eq(orders.delivery_type, PICKER_PROVIDER_CODE), eq(orders.has_requested_rider, true), inArray(orders.delivery_status, ACTIVE_STATUSES)));
    for (const row of open) if (row.trackingId) await this.refresh(row.trackingId).catch((error: unknown) => this.options.log?.('Picker: seguimiento', error));
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async report(order: typeof orders.$inferSelect, booking: PickerBooking): Promise<void> {
    const status = STATUS_OF[booking.currentStatus];
    const driver = booking.driver;
    if (driver?.name && order.delivery_driver_info?.name !== driver.name && status !== 'canceled') {
      const rider: Rider = { id: `picker-${booking._id}`, name: driver.name, phone: driver.phone ?? '', image: driver.profilePicURL ? { original: driver.profilePicURL, thumbnail: driver.profilePicURL } : null };
      await this.emit({ kind: 'riderAssigned', orderId: order.id, trackingId: booking._id, rider });
    }
    if (status) await this.emit({ kind: 'status', orderId: order.id, trackingId: booking._id, status });
  }

  private async orderOf(trackingId: string) {
    const [order] = await this.db.select().from(orders).where(and(eq(orders.delivery_type, PICKER_PROVIDER_CODE), eq(orders.delivery_tracking_id, trackingId)));
    return order ?? null;
  }

  private async clientOrFail(commerceId: string, what: string): Promise<PickerClient> {
    const client = await this.client(commerceId);
    if (!client) throw new OrderRefusal(409, 'COURIER_ERROR', PICKER_MSG.providerSaid(what, 'Picker no está conectado'));
    return client;
  }

  /** Picker's refusal in the SPEC's words plus Picker's own: 422 for a refusal, 502 when it is down. */
  private refusal(what: string, error: unknown): never {
    if (error instanceof PickerError) throw new OrderRefusal(error.transient ? 502 : 422, 'COURIER_ERROR', PICKER_MSG.providerSaid(what, error.message));
    throw error;
  }

  /** Subscribes this commerce's webhook once per process (Picker keeps subscriptions; repeating is harmless). */
  private async subscribe(commerceId: string, client: PickerClient): Promise<void> {
    if (!this.options.publicUrl || this.subscribed.has(commerceId)) return;
    const url = `${this.options.publicUrl}/v1/public/couriers/picker/${commerceId}`;
    const secret = pickerWebhookSecret(this.secretsKey, commerceId);
    try {
      for (const event of PICKER_WEBHOOK_EVENTS) await client.subscribeWebhook(event, url, secret);
      this.subscribed.add(commerceId);
    } catch (error) {
      this.options.log?.('Picker: no se pudo suscribir el webhook; el pedido se sigue consultando', error);
    }
  }

  private async emit(update: CourierUpdate): Promise<void> {
    for (const listener of this.listeners) await listener(update);
  }
}
