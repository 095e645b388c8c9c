// The public menu's cart rules, pure so they are unit tested: extra-group min/max rules, unit prices and
// subtotal in integer cents, tips, the fee preview (shared calculateDeliveryFee, the same one the server
// uses) and the order payload for POST /v1/public/comercio/{id_path}/pedido. The server recomputes every
// amount; these figures are what the customer sees before sending.
import type { DeliveryType, FlowPaymentMethod, PaymentMethod, TipDisplayMode } from '@shared/constants';
import { FLOW_PAYMENT_METHODS } from '@shared/constants';
import { calculateDeliveryFee, haversineKm, type DeliveryFeeResult } from '@shared/fees';
import { fromCents, toCents } from '@shared/money';
import { ORDER_RULE_MSG, basePriceOf as sharedBasePriceOf, countChosenIn, extrasGroupProblem, groupMaximum, groupMinimum, lineTotalCents as sharedLineTotalCents, cartUnitPriceCents, type CartExtraBase, type CartLineBase } from '@shared/orders';
import type { ExtraGroup, Presentation } from '@shared/types/menu';
import type { PublicCommerce, PublicProduct } from '@shared/types/public-menu';

export type PublicExtraGroup = Omit<ExtraGroup, 'id_comercio'>;

export interface CartExtra extends CartExtraBase {
  id_extra: string;
  groupId: string;
}

export interface CartLine extends CartLineBase<CartExtra, Presentation> {
  imagen: string | null;
}

// Min/max of a group are the shared order rules (shared/orders/extras.ts).
export { groupMaximum, groupMinimum };

/** The rule of a group in words: 'Elige 1', 'Elige de 1 a 3', 'Hasta 2', 'Opcional'. */
export function groupRuleText(group: PublicExtraGroup): string {
  const min = groupMinimum(group);
  const max = groupMaximum(group);
  if (min > 0 && max !== null && min === max) return `Elige ${min}`;
  if (min > 0 && max !== null) return `Elige de ${min} a ${max}`;
  if (min > 0) return `Elige al menos ${min}`;
  if (max !== null) return max === 1 ? 'Elige 1 (opcional)' : `Hasta ${max} (opcional)`;
  return 'Opcional';
}

/** Selected option ids per group → how many options of the group are chosen. */
export function countInGroup(group: PublicExtraGroup, selected: ReadonlySet<string>): number {
  return countChosenIn(group, selected);
}

/** Whether one more option of the group may be ticked (sold-out options never). */
export function canSelectOption(group: PublicExtraGroup, selected: ReadonlySet<string>, optionId: string): boolean {
  const option = group.opciones.find((o) => o.id === optionId);
  if (!option || option.agotado) return false;
  if (selected.has(optionId)) return true;
  const max = groupMaximum(group);
  return max === null || max === 1 || countInGroup(group, selected) < max;
}

/**
 * Ticks or unticks an option. In a group of at most one option, ticking another replaces the first
 * (radio behaviour); otherwise ticking beyond the maximum is refused (the set is returned unchanged).
 */
export function toggleOption(group: PublicExtraGroup, selected: ReadonlySet<string>, optionId: string): Set<string> {
  const next = new Set(selected);
  if (next.has(optionId)) {
    next.delete(optionId);
    return next;
  }
  if (!canSelectOption(group, selected, optionId)) return next;
  if (groupMaximum(group) === 1) for (const option of group.opciones) next.delete(option.id);
  next.add(optionId);
  return next;
}

/** The server's refusal for every group whose rule the selection breaks (empty when it can be added). */
export function extraSelectionErrors(groups: readonly PublicExtraGroup[], selected: ReadonlySet<string>): string[] {
  const errors: string[] = [];
  for (const group of groups) {
    const problem = extrasGroupProblem(group, countInGroup(group, selected));
    if (problem) errors.push(problem);
    for (const option of group.opciones) if (option.agotado && selected.has(option.id)) errors.push(ORDER_RULE_MSG.extraSoldOut(option.nombre));
  }
  return errors;
}

/** Groups of a product in its display order, skipping ids the menu does not carry. */
export function groupsOf(product: Pick<PublicProduct, 'extras'>, groups: readonly PublicExtraGroup[]): PublicExtraGroup[] {
  const byId = new Map(groups.map((group) => [group.id, group]));
  return product.extras.map((id) => byId.get(id)).filter((group): group is PublicExtraGroup => group !== undefined);
}

/**
 * The price of the product before extras (shared rule): the chosen presentation, or the base price when
 * the product has none. A product with presentations and none chosen shows 0 until one is picked (the
 * sheet keeps 'Agregar' disabled meanwhile, as the server would refuse it).
 */
export function basePriceOf(product: Pick<PublicProduct, 'precio' | 'presentaciones'>, presentation: Presentation | null): number {
  return sharedBasePriceOf(product, presentation?.id ?? null) ?? 0;
}

export function lineKey(productId: string, presentationId: string | null, extraIds: readonly string[], instructions: string): string {
  return [productId, presentationId ?? '', [...extraIds].sort().join(','), instructions.trim()].join('|');
}

/** Builds a cart line from the product sheet's choices. */
export function buildCartLine(
  product: PublicProduct,
  groups: readonly PublicExtraGroup[],
  choice: { presentation: Presentation | null; selected: ReadonlySet<string>; cantidad: number; instrucciones: string },
): CartLine {
  const extras: CartExtra[] = [];
  for (const group of groups) {
    for (const option of group.opciones) {
      if (choice.selected.has(option.id)) extras.push({ id_extra: option.id, groupId: group.id, nombre: option.nombre, precio: option.precio, cantidad: 1 });
    }
  }
  return {
    key: lineKey(product.id, choice.presentation?.id ?? null, extras.map((e) => e.id_extra), choice.instrucciones),
    productId: product.id,
    nombre: product.nombre,
    imagen: product.imagen,
    presentacion: choice.presentation,
    basePrice: basePriceOf(product, choice.presentation),
    extras,
    cantidad: choice.cantidad,
    instrucciones: choice.instrucciones.trim(),
  };
}

/** Adds a line, merging it into an equal one. */
export function addLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const existing = lines.find((l) => l.key === line.key);
  if (!existing) return [...lines, line];
  return lines.map((l) => (l.key === line.key ? { ...l, cantidad: Math.min(99, l.cantidad + line.cantidad) } : l));
}

/** Sets a line's quantity; 0 removes it. */
export function setLineQuantity(lines: readonly CartLine[], key: string, cantidad: number): CartLine[] {
  if (cantidad <= 0) return lines.filter((l) => l.key !== key);
  return lines.map((l) => (l.key === key ? { ...l, cantidad: Math.min(99, cantidad) } : l));
}

/** One unit, cents: the shared cart rule (shared/orders), the one the phone order's cart uses too. */
export const unitPriceCents: (line: Pick<CartLine, 'basePrice' | 'extras'>) => number = cartUnitPriceCents;

export function lineTotalCents(line: Pick<CartLine, 'basePrice' | 'extras' | 'cantidad'>): number {
  return sharedLineTotalCents(unitPriceCents(line), line.cantidad);
}

export function subtotalCents(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.cantidad, 0);
}

/** Lines whose product is no longer orderable (sold out or gone from the menu since it was added). */
export function unavailableLines(lines: readonly CartLine[], products: ReadonlyMap<string, PublicProduct>): CartLine[] {
  return lines.filter((line) => {
    const product = products.get(line.productId);
    return !product || product.agotado;
  });
}

export const TIP_PERCENT_CHOICES = [0, 10, 15, 20] as const;

export type TipChoice = { kind: 'percent'; percent: number } | { kind: 'amount'; amount: number };

/** The tip in cents: a percentage of the subtotal (in cents) rounded to the cent, or the amount typed. */
export function tipCents(mode: TipDisplayMode | null, choice: TipChoice, subtotalInCents: number): number {
  if (mode === 'percentage' && choice.kind === 'percent') return Math.round((subtotalInCents * choice.percent) / 100);
  if (mode === 'fixed_amount' && choice.kind === 'amount') return Number.isFinite(choice.amount) && choice.amount > 0 ? toCents(choice.amount) : 0;
  return 0;
}

/** Delivery flows the commerce has active; a table link only allows eating in. */
export function availableFlows(commerce: PublicCommerce, atTable: boolean): DeliveryType[] {
  if (atTable) return commerce.activar_comer_restaurant ? ['inRestaurant'] : [];
  const flows: DeliveryType[] = [];
  if (commerce.activar_envio_domicilio) flows.push('delivery');
  if (commerce.activar_pasar_recoger) flows.push('takeAway');
  if (commerce.activar_comer_restaurant) flows.push('inRestaurant');
  return flows;
}

const FLOW_METHODS_FIELD = {
  delivery: 'metodos_pago_envio_domicilio',
  takeAway: 'metodos_pago_pasar_recoger',
  inRestaurant: 'metodos_pago_comer_restaurant',
} as const satisfies Record<DeliveryType, keyof PublicCommerce>;

/** Payment methods the flow accepts; the payment link only while the commerce has it on. */
export function paymentMethodsFor(commerce: PublicCommerce, flow: DeliveryType): FlowPaymentMethod[] {
  const map = commerce[FLOW_METHODS_FIELD[flow]];
  return FLOW_PAYMENT_METHODS.filter((method) => map[method] === true && (method !== 'enlace_pago' || commerce.activar_pago_enlace));
}

export interface FeePreviewInput {
  flow: DeliveryType;
  subtotal: number;
  colonia: string;
  location: { latitude: number; longitude: number } | null;
}

/** The delivery fee as the server will compute it: 0 outside delivery. */
export function feePreview(commerce: PublicCommerce, input: FeePreviewInput): DeliveryFeeResult {
  if (input.flow !== 'delivery') return { ok: true, fee: 0, freeByMinimum: false };
  const origin = commerce.latitude !== null && commerce.longitude !== null ? { latitude: commerce.latitude, longitude: commerce.longitude } : null;
  const distanceKm = origin && input.location ? haversineKm(origin, input.location) : null;
  return calculateDeliveryFee(commerce, {
    subtotal: input.subtotal,
    colonia: input.colonia,
    distanceKm,
    location: input.location,
    perKmIncluded: commerce.envio_por_km_incluido !== false,
  });
}

export interface CheckoutForm {
  metodo_entrega: DeliveryType;
  nombre: string;
  numero_celular: string;
  calle: string;
  colonia: string;
  numero_exterior: string;
  numero_interior: string;
  referencias: string;
  location: { latitude: number; longitude: number } | null;
  metodo_pago: PaymentMethod | '';
  tip: TipChoice;
  cliente_paga_con: string;
  coupon_code: string;
  comentario: string;
  /** The chosen slot (ISO); '' or absent = «Lo antes posible». */
  programado_para?: string;
}

export interface PublicOrderPayload {
  table_uuid: string | null;
  metodo_entrega: DeliveryType;
  nombre: string;
  numero_celular: string;
  country_code: string;
  calle: string | null;
  colonia: string | null;
  numero_exterior: string | null;
  numero_interior: string | null;
  referencias: string | null;
  latitud: number | null;
  longitud: number | null;
  metodo_pago: PaymentMethod | '';
  productos: { id_producto: string; presentacion: string | null; cantidad: number; extras: { id_extra: string; cantidad: number }[]; instrucciones: string | null }[];
  propina: number;
  cliente_paga_con: number | null;
  coupon_code: string | null;
  comentario: string | null;
  /** Only when the customer chose a slot (never for a table). */
  programado_para?: string;
}

const orNull = (text: string): string | null => (text.trim() ? text.trim() : null);

/** The body of the public order call: ids and quantities only, never prices (the server prices the order). */
export function buildOrderPayload(
  commerce: PublicCommerce,
  lines: readonly CartLine[],
  form: CheckoutForm,
  tableUuid: string | null,
): PublicOrderPayload {
  const delivery = form.metodo_entrega === 'delivery';
  const cfg = commerce.config_form_entrega;
  const address = (value: string, show: boolean) => (delivery && show ? orNull(value) : null);
  const paidWith = Number(form.cliente_paga_con.replace(',', '.'));
  const subtotal = subtotalCents(lines);
  return {
    table_uuid: tableUuid,
    metodo_entrega: tableUuid ? 'inRestaurant' : form.metodo_entrega,
    nombre: form.nombre.trim(),
    numero_celular: form.numero_celular.replace(/\D/g, ''),
    country_code: commerce.country_code || '52',
    calle: address(form.calle, cfg.calle.show),
    colonia: address(form.colonia, cfg.colonia.show),
    numero_exterior: address(form.numero_exterior, cfg.no_ext.show),
    numero_interior: address(form.numero_interior, cfg.no_int.show),
    referencias: address(form.referencias, cfg.referencias.show),
    latitud: delivery && cfg.ubicacion.show && form.location ? form.location.latitude : null,
    longitud: delivery && cfg.ubicacion.show && form.location ? form.location.longitude : null,
    metodo_pago: form.metodo_pago,
    productos: lines.map((line) => ({
      id_producto: line.productId,
      presentacion: line.presentacion ? line.presentacion.id : null,
      cantidad: line.cantidad,
      extras: line.extras.map((extra) => ({ id_extra: extra.id_extra, cantidad: extra.cantidad })),
      instrucciones: orNull(line.instrucciones),
    })),
    propina: commerce.activar_campo_agregar_propina ? fromCents(tipCents(commerce.tip_display_mode, form.tip, subtotal)) : 0,
    cliente_paga_con: form.metodo_pago === 'efectivo' && form.cliente_paga_con.trim() && Number.isFinite(paidWith) ? paidWith : null,
    coupon_code: orNull(form.coupon_code.toUpperCase()),
    comentario: orNull(form.comentario),
    ...(form.programado_para && !tableUuid ? { programado_para: form.programado_para } : {}),
  };
}
