// Courier-provider adapter: how the server asks a delivery partner for a rider. A real partner
// (an integration of provider_type 'delivery') implements the same interface; the built-in
// sandbox provider lets the whole flow be seen end to end without one.
import type { Rider } from '../../../../shared/types/order';

/** docs/domain.md (Estados del pedido) delivery statuses as a courier reports them, in order. */
export const DELIVERY_STATUS_STEPS = ['requested', 'assigned', 'arrived_at_pickup', 'on_the_way', 'arrived_at_delivery', 'delivered'] as const;
export type DeliveryProgressStatus = (typeof DELIVERY_STATUS_STEPS)[number];
export type DeliveryStatus = DeliveryProgressStatus | 'canceled';

export interface CourierPickup {
  orderId: string;
  commerceId: string;
  folio: string;
  customerName: string;
  customerPhone: string;
  dropoffAddress: string | null;
}

export interface CourierRequest {
  trackingId: string;
  trackingUrl: string | null;
}

/** What a provider reports back as the delivery moves on. */
export type CourierUpdate =
  | { kind: 'riderAssigned'; orderId: string; trackingId: string; rider: Rider }
  | { kind: 'status'; orderId: string; trackingId: string; status: DeliveryStatus };

export type CourierUpdateListener = (update: CourierUpdate) => Promise<void> | void;

export interface CourierProvider {
  readonly code: string;
  /** Name shown in the panel. */
  readonly name: string;
  requestRider(pickup: CourierPickup): Promise<CourierRequest>;
  /** Ask the rider to come sooner. */
  anticipate(trackingId: string): Promise<void>;
  cancel(trackingId: string): Promise<void>;
  onUpdate(listener: CourierUpdateListener): void;
  /** The provider's price for this order's trip before asking for a rider (Picker's preCheckout); absent: it has none. */
  quote?(pickup: { commerceId: string; orderId: string }): Promise<{ fee: number; distanceKm: number }>;
  /** A provider a commerce connects itself (Picker): whether this commerce uses it instead of the default. */
  handles?(commerceId: string): Promise<boolean>;
  /** Stop timers and connections (server shutdown). */
  close(): Promise<void>;
}
