// Built-in sandbox courier: assigns a fake rider after a short delay, then advances the delivery
// status step by step. Timers are configurable (tests use milliseconds) and cancelable.
import { newId } from '../../../../shared/ids';
import type { Rider } from '../../../../shared/types/order';
import {
  DELIVERY_STATUS_STEPS,
  type CourierPickup,
  type CourierProvider,
  type CourierRequest,
  type CourierUpdate,
  type CourierUpdateListener,
} from './provider';

export const SANDBOX_PROVIDER_CODE = 'sandbox';
export const SANDBOX_PROVIDER_NAME = 'Repartidor de prueba (sandbox)';

export interface SandboxTimings {
  /** From request to rider assigned. */
  assignAfterMs: number;
  /** Between each later delivery status. */
  stepMs: number;
}

export const DEFAULT_SANDBOX_TIMINGS: SandboxTimings = { assignAfterMs: 5_000, stepMs: 20_000 };

const SANDBOX_RIDERS: readonly Omit<Rider, 'id'>[] = [
  { name: 'Luis Hernández (prueba)', phone: '9931000001', image: null },
  { name: 'María Chablé (prueba)', phone: '9931000002', image: null },
  { name: 'Jorge Pérez (prueba)', phone: '9931000003', image: null },
];

interface Trip {
  pickup: CourierPickup;
  /** Index in DELIVERY_STATUS_STEPS of the status reached. */
  step: number;
  timer: ReturnType<typeof setTimeout> | null;
}

export class SandboxCourier implements CourierProvider {
  readonly code = SANDBOX_PROVIDER_CODE;
  readonly name = SANDBOX_PROVIDER_NAME;
  private readonly trips = new Map<string, Trip>();
  private readonly listeners: CourierUpdateListener[] = [];
  private riderTurn = 0;

  constructor(private readonly timings: SandboxTimings = DEFAULT_SANDBOX_TIMINGS) {}

  onUpdate(listener: CourierUpdateListener): void {
    this.listeners.push(listener);
  }

  async requestRider(pickup: CourierPickup): Promise<CourierRequest> {
    const trackingId = `sandbox-${newId()}`;
    const trip: Trip = { pickup, step: 0, timer: null };
    this.trips.set(trackingId, trip);
    this.schedule(trackingId, this.timings.assignAfterMs);
    return { trackingId, trackingUrl: null };
  }

  async anticipate(trackingId: string): Promise<void> {
    if (this.trips.has(trackingId)) this.schedule(trackingId, 0);
  }

  async cancel(trackingId: string): Promise<void> {
    const trip = this.trips.get(trackingId);
    if (!trip) return;
    if (trip.timer) clearTimeout(trip.timer);
    this.trips.delete(trackingId);
    await this.emit({ kind: 'status', orderId: trip.pickup.orderId, trackingId, status: 'canceled' });
  }

  async close(): Promise<void> {
    for (const trip of this.trips.values()) if (trip.timer) clearTimeout(trip.timer);
    this.trips.clear();
  }

  /** Trips still running (for tests and shutdown). */
  activeTrips(): number {
    return this.trips.size;
  }

  private schedule(trackingId: string, delayMs: number): void {
    const trip = this.trips.get(trackingId);
    if (!trip) return;
    if (trip.timer) clearTimeout(trip.timer);
    trip.timer = setTimeout(() => void this.advance(trackingId), delayMs);
    trip.timer.unref?.();
  }

  private async advance(trackingId: string): Promise<void> {
    const trip = this.trips.get(trackingId);
    if (!trip) return;
    trip.timer = null;
    trip.step += 1;
    const status = DELIVERY_STATUS_STEPS[trip.step];
    if (!status) return;
    const orderId = trip.pickup.orderId;
    if (status === 'assigned') {
      const rider = SANDBOX_RIDERS[this.riderTurn++ % SANDBOX_RIDERS.length]!;
      await this.emit({ kind: 'riderAssigned', orderId, trackingId, rider: { id: `sandbox-rider-${this.riderTurn}`, ...rider } });
    }
    await this.emit({ kind: 'status', orderId, trackingId, status });
    if (trip.step >= DELIVERY_STATUS_STEPS.length - 1) this.trips.delete(trackingId);
    else this.schedule(trackingId, this.timings.stepMs);
  }

  private async emit(update: CourierUpdate): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(update);
      } catch (error) {
        // A failed listener (e.g. the order was deleted meanwhile) must not stop the sandbox clock.
        console.error('sandbox courier listener failed', error);
      }
    }
  }
}
