// Picker Express API client (Mexico's on-demand couriers; published Swagger at api.pickerexpress.com and
// the reference at app.theneo.io/pickerexpress/picker-api-suite). Every call carries the store's API key in
// `authorization` («Bearer Token» in the reference) and `content-language`. Picker answers
// `{ statusCode, message, data }`, and its refusals `{ statusCode, error, message }`. Only the calls the
// product makes: account info (connection test), pre-checkout (quote), create booking, booking details
// (status and rider), cancel from business, webhook subscription. docs/integrations.md lists them.
export const PICKER_DEFAULT_BASE_URL = 'https://api.pickerexpress.com';
const TIMEOUT_MS = 20_000;

/** Picker's booking statuses (currentStatus), as its reference numbers them. */
export const PICKER_STATUS = {
  PENDING: 0,
  ACCEPTED: 1,
  ARRIVED_AT_PICKUP: 2,
  WAY_TO_DELIVER: 3,
  ARRIVED_AT_DELIVERY: 4,
  COMPLETED: 5,
  CANCELLED_BY_ADMIN: 6,
  CANCELLED: 7,
} as const;

export interface PickerDriver {
  name: string;
  phone: string | null;
  profilePicURL: string | null;
}

export interface PickerBooking {
  _id: string;
  bookingNumericId?: number;
  currentStatus: number;
  trackingLink?: string | null;
  driver?: PickerDriver | null;
}

export interface PickerBookingRequest {
  pickupAddress: string;
  pickupCity: string;
  pickupLatitude: number;
  pickupLongitude: number;
  deliveryAddress: string;
  deliveryCity: string;
  deliveryLatitude: number;
  deliveryLongitude: number;
  deliveryReferences?: string;
  bookingNotes?: string;
  carType: 0 | 1;
  carName: 'LITE' | 'BIKE';
  paymentMethod: 'CARD' | 'CASH';
  bookingType: 0 | 1;
  billedDistance: number;
  contact: { name: string; phone: string; externalId: string };
}

export class PickerError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PickerError';
  }

  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

export class PickerClient {
  constructor(
    private readonly token: string,
    /** AppConfig.providerUrls.picker (PICKER_BASE_URL). */
    private readonly baseUrl: string,
  ) {}

  private async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.token}`,
          'content-language': 'es',
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PickerError(0, `No se pudo contactar a Picker: ${error instanceof Error ? error.message : String(error)}`);
    }
    const payload = (await response.json().catch(() => ({}))) as { message?: string; data?: T };
    if (!response.ok) throw new PickerError(response.status, payload.message || `Picker respondió ${response.status}`);
    return payload.data as T;
  }

  accountInfo(): Promise<{ businessName: string }> {
    return this.call('GET', '/business/getAccountInfoIntegrationDashboard');
  }

  /** Delivery fee for a distance from the pickup point (pesos). */
  preCheckout(distanceKm: number, pickupLatitude: number, pickupLongitude: number): Promise<{ deliveryFee: number; currency?: string }> {
    return this.call('POST', '/booking/preCheckout', { distance: distanceKm, pickupLatitude, pickupLongitude });
  }

  createBooking(request: PickerBookingRequest): Promise<PickerBooking> {
    return this.call('POST', '/booking/createBooking', request);
  }

  bookingDetails(bookingId: string): Promise<PickerBooking> {
    return this.call('GET', `/api/getBookingDetails?${new URLSearchParams({ id: bookingId }).toString()}`);
  }

  cancelBooking(bookingId: string, reason: string): Promise<unknown> {
    return this.call('PUT', '/booking/cancelBookingFromBusiness', { bookingID: bookingId, cancelReason: reason });
  }

  /** Subscribes `url` to an event; Picker sends `header` back with every call (how the receiver knows it). */
  subscribeWebhook(type: string, url: string, header: string): Promise<unknown> {
    return this.call('POST', '/api/webhooks', { type, url, header });
  }
}
