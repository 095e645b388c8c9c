// Loyverse API v1.0 client (https://developer.loyverse.com/docs/): Bearer access token, JSON, cursor pages,
// money as decimal numbers in the store's currency (pesos, not cents). Only the calls the product makes:
// merchant and store (connection test), categories, items, modifiers, payment types (menu import and
// setup), inventory (stock-outs) and receipts (a delivered order). docs/integrations.md lists them.

export const LOYVERSE_DEFAULT_BASE_URL = 'https://api.loyverse.com/v1.0';
const PAGE_LIMIT = 250;
const TIMEOUT_MS = 20_000;

export interface LoyverseCredentials {
  storeId: string;
  token: string;
}

export interface LoyverseCategory {
  id: string;
  name: string;
  deleted_at?: string | null;
}

export interface LoyverseVariantStore {
  store_id: string;
  pricing_type: 'FIXED' | 'VARIABLE';
  price: number | null;
  available_for_sale: boolean;
}

export interface LoyverseVariant {
  variant_id: string;
  item_id: string;
  option1_value: string | null;
  option2_value?: string | null;
  option3_value?: string | null;
  default_pricing_type: 'FIXED' | 'VARIABLE';
  default_price: number | null;
  stores: LoyverseVariantStore[];
  deleted_at?: string | null;
}

export interface LoyverseItem {
  id: string;
  item_name: string;
  description?: string | null;
  category_id: string | null;
  modifier_ids?: string[] | null;
  variants: LoyverseVariant[];
  deleted_at?: string | null;
}

export interface LoyverseModifierOption {
  id: string;
  name: string;
  price: number;
  position?: number;
}

export interface LoyverseModifier {
  id: string;
  name: string;
  position?: number;
  modifier_options: LoyverseModifierOption[];
  deleted_at?: string | null;
}

export interface LoyversePaymentType {
  id: string;
  name: string;
  type: string;
  deleted_at?: string | null;
}

export interface LoyverseInventoryLevel {
  variant_id: string;
  store_id: string;
  in_stock: number;
}

export interface LoyverseReceiptRequest {
  store_id: string;
  order: string;
  source: string;
  note: string;
  receipt_date: string;
  line_items: { variant_id: string; quantity: number; price: number; line_note?: string; line_modifiers: { modifier_option_id: string; price: number }[] }[];
  payments: { payment_type_id: string; money_amount: number }[];
}

export interface LoyverseReceipt {
  receipt_number: string;
  order: string | null;
  source: string | null;
  total_money: number;
}

/** A refusal or failure of Loyverse, with its own code and words (shown to the owner). */
export class LoyverseError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'LoyverseError';
  }

  /** Down, overloaded or unreachable: worth trying again later. */
  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/** Pesos (Loyverse's decimal money) from integer cents, and back. */
export const pesosOf = (cents: number): number => Math.round(cents) / 100;
export const centsOf = (pesos: number | null | undefined): number => Math.round((pesos ?? 0) * 100);

interface ErrorBody {
  errors?: { code?: string; details?: string; field?: string }[];
}

async function failureOf(response: Response): Promise<LoyverseError> {
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  const first = body.errors?.[0];
  const words = [first?.details, first?.field ? `(${first.field})` : ''].filter(Boolean).join(' ');
  return new LoyverseError(response.status, first?.code ?? `HTTP_${response.status}`, words || `Loyverse respondió ${response.status}`);
}

export class LoyverseClient {
  constructor(
    private readonly token: string,
    /** AppConfig.providerUrls.loyverse (LOYVERSE_BASE_URL). */
    private readonly baseUrl: string,
  ) {}

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${this.token}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new LoyverseError(0, 'UNREACHABLE', `No se pudo contactar a Loyverse: ${reason}`);
    }
    if (!response.ok) throw await failureOf(response);
    return (await response.json()) as T;
  }

  /** Every page of a cursor list (`{ <key>: [...], cursor }`). */
  private async all<T>(path: string, key: string, query: Record<string, string> = {}): Promise<T[]> {
    const out: T[] = [];
    let cursor: string | null = null;
    do {
      const params = new URLSearchParams({ ...query, limit: String(PAGE_LIMIT), ...(cursor ? { cursor } : {}) });
      const page: Record<string, unknown> = await this.call<Record<string, unknown>>('GET', `${path}?${params.toString()}`);
      out.push(...((page[key] as T[] | undefined) ?? []));
      cursor = typeof page.cursor === 'string' && page.cursor ? page.cursor : null;
    } while (cursor);
    return out;
  }

  merchant(): Promise<{ id: string; business_name: string; currency?: { code: string } }> {
    return this.call('GET', '/merchant');
  }

  store(storeId: string): Promise<{ id: string; name: string }> {
    return this.call('GET', `/stores/${encodeURIComponent(storeId)}`);
  }

  categories(): Promise<LoyverseCategory[]> {
    return this.all('/categories', 'categories');
  }

  items(): Promise<LoyverseItem[]> {
    return this.all('/items', 'items');
  }

  modifiers(): Promise<LoyverseModifier[]> {
    return this.all('/modifiers', 'modifiers');
  }

  paymentTypes(): Promise<LoyversePaymentType[]> {
    return this.all('/payment_types', 'payment_types');
  }

  inventory(storeId: string): Promise<LoyverseInventoryLevel[]> {
    return this.all('/inventory', 'inventory_levels', { store_ids: storeId });
  }

  /** The store's receipts created since `since` (to find one an interrupted attempt already made). */
  receiptsSince(storeId: string, since: Date): Promise<LoyverseReceipt[]> {
    return this.all('/receipts', 'receipts', { store_id: storeId, created_at_min: since.toISOString() });
  }

  createReceipt(receipt: LoyverseReceiptRequest): Promise<LoyverseReceipt> {
    return this.call('POST', '/receipts', receipt);
  }
}
