// What PUT /v1/comercio checks before saving. Only the fields a request CHANGES are validated (plus the
// cross-field rules they take part in), so a commerce that is still incomplete — a fresh sign-up without
// an address, during onboarding — can save one step at a time, and the open/closed toggle works whatever
// the rest of the commerce looks like. Clients send the whole commerce along with their edits (docs/architecture.md):
// fields sent unchanged are not "edited".
//
//  - commerce data (docs/domain.md (Validación)): nombre, telefono (length by country_code), country_code, direccion (or
//    address.fullAddress), prefijo_folio — the edited ones, with telefono re-checked when country_code
//    changes and direccion when address changes;
//  - address: the whole address with addressSchema when it changes (to a non-null value);
//  - horarios: the whole week with schedulesSchema (overlaps refused);
//  - delivery settings: when any delivery-settings field is sent, the merged settings are normalised
//    (normalizeDeliverySettings: payment link off in all flows, forced form fields, empty clabe) and, if
//    they change, validated whole with deliverySettingsSchema. A request that only carries delivery
//    settings and changes nothing is refused (docs/domain.md (Validación) "a save with no changes is refused");
//  - tipo_envio_domicilio por_kilometro (and its informacion_envio): only with ENVIO_POR_KM (403);
//  - facebook_pixel_id: only with the SEGUIMIENTO_REDES_SOCIALES module (403), digits 10–20;
//  - tags: ids of the GET /v1/tag catalogue.
import type { ModulePermissions } from '@shared/types/account';
import type { Commerce } from '@shared/types/commerce';
import { addressSchema, commerceDataSchema } from '@shared/validation/commerce';
import { DELIVERY_SETTINGS_FIELDS, deliverySettingsSchema, hasChanges, normalizeDeliverySettings, pickDeliverySettings } from '@shared/validation/delivery-settings';
import type { DeliverySettings } from '@shared/validation/delivery-settings';
import { firstError, validationErrors, type FieldErrors } from '@shared/validation/errors';
import { facebookPixelSchema } from '@shared/validation/online-payment';
import { schedulesSchema } from '@shared/validation/schedule';
import { badRequest, forbidden, HttpError } from '../../errors';
import { ONLINE_PAYMENT_MSG, unofferedPaymentField, withoutUnofferedPayments } from '@shared/online-payment';
import { MODULE_MSG, moduleOfFeeType } from '@shared/modules';
import type { CommerceEdits, EditableCommerceField } from '../commerce';

export const COMMERCE_EDIT_MSG = {
  noChanges: 'No hay cambios para guardar',
  pixelNeedsModule: 'Tu plan no incluye el seguimiento de redes sociales (Pixel de Facebook)',
  unknownTag: 'Categoría desconocida',
} as const;

/** Commerce-data paths to check when a field changes: a field, and the rules that read it. */
const COMMERCE_DATA_CHECKS: Partial<Record<EditableCommerceField, string[]>> = {
  nombre: ['nombre'],
  telefono: ['telefono'],
  country_code: ['country_code', 'telefono'],
  direccion: ['direccion'],
  address: ['direccion'],
  prefijo_folio: ['prefijo_folio'],
};

const DELIVERY_FIELDS: readonly string[] = DELIVERY_SETTINGS_FIELDS;

/** The edited fields whose value differs from the stored commerce. */
export function changedFields(stored: Commerce, edits: CommerceEdits): EditableCommerceField[] {
  return (Object.keys(edits) as EditableCommerceField[]).filter((field) => hasChanges(stored[field], edits[field]));
}

function throwFirst(errors: FieldErrors, prefix = ''): void {
  const first = firstError(errors);
  if (!first) return;
  const field = first.field ? `${prefix}${first.field}` : prefix.replace(/\.$/, '');
  throw badRequest(field ? `${field}: ${first.message}` : first.message, field || undefined);
}

export interface EditContext {
  stored: Commerce;
  edits: CommerceEdits;
  modules: readonly ModulePermissions[];
  /** Ids of the tag catalogue. */
  knownTags: () => Promise<ReadonlySet<string>>;
}

/**
 * Validates the request and answers the edits to save: the same edits with the delivery settings
 * normalised and an empty pixel stored as null. Throws a 400 naming the field (or 403) otherwise.
 */
export async function validateCommerceEdits({ stored, edits, modules, knownTags }: EditContext): Promise<CommerceEdits> {
  const result: CommerceEdits = { ...edits };
  if (typeof result.facebook_pixel_id === 'string' && result.facebook_pixel_id.trim() === '') result.facebook_pixel_id = null;

  const deliverySent = Object.keys(result).some((field) => DELIVERY_FIELDS.includes(field));
  let deliveryChanged = false;
  if (deliverySent) {
    // Online payment is not connected: turning «Enlace de pago» or «Pago en línea» on is refused (400 naming the
    // field), and one still stored on from before is switched off by this save (shared/online-payment.ts).
    const turnedOn = unofferedPaymentField(pickSent(result));
    if (turnedOn) throw badRequest(`${turnedOn}: ${ONLINE_PAYMENT_MSG.refused}`, turnedOn);
    const before = withoutUnofferedPayments(pickDeliverySettings(stored));
    const after = normalizeDeliverySettings({ ...before, ...pickSent(result) });
    Object.assign(result, after);
    deliveryChanged = hasChanges(pickDeliverySettings(stored), after);
    const onlyDelivery = Object.keys(edits).every((field) => DELIVERY_FIELDS.includes(field));
    if (!hasChanges(before, after) && onlyDelivery) throw badRequest(COMMERCE_EDIT_MSG.noChanges);
  }

  const changed = changedFields(stored, result);
  const merged: Commerce = { ...stored, ...result };

  // The address first: its own field names say more than the direccion-or-fullAddress rule.
  if (changed.includes('address') && merged.address) throwFirst(await validationErrors(addressSchema, merged.address), 'address.');
  const dataPaths = new Set(changed.flatMap((field) => COMMERCE_DATA_CHECKS[field] ?? []));
  if (dataPaths.size > 0) {
    const errors = await validationErrors(commerceDataSchema, merged);
    throwFirst(Object.fromEntries(Object.entries(errors).filter(([path]) => dataPaths.has(path))));
  }
  if (changed.includes('horarios')) throwFirst(await validationErrors(schedulesSchema, merged.horarios), 'horarios');
  if (deliveryChanged) {
    // Choosing a fee type its module gates, or editing its settings, needs the module (docs/domain.md (Módulos));
    // a commerce that lost it keeps the type until it picks another, and may still save other settings.
    const feeModule = moduleOfFeeType(merged.tipo_envio_domicilio);
    const feeEdited = changed.includes('tipo_envio_domicilio') || changed.includes('informacion_envio');
    if (feeModule && feeEdited && !modules.some((entry) => entry.id === feeModule)) {
      throw new HttpError(403, `tipo_envio_domicilio: ${MODULE_MSG.perKmNotInPlan}`, { field: 'tipo_envio_domicilio' });
    }
    throwFirst(await validationErrors(deliverySettingsSchema, pickDeliverySettings(merged)));
  }

  if (changed.includes('facebook_pixel_id')) {
    if (!modules.some((entry) => entry.id === 'SEGUIMIENTO_REDES_SOCIALES')) throw forbidden(COMMERCE_EDIT_MSG.pixelNeedsModule);
    throwFirst(await validationErrors(facebookPixelSchema, { facebook_pixel_id: merged.facebook_pixel_id }));
  }
  if (changed.includes('tags')) {
    const known = await knownTags();
    const unknown = (merged.tags ?? []).findIndex((tag) => !known.has(tag));
    if (unknown >= 0) throw badRequest(`tags[${unknown}]: ${COMMERCE_EDIT_MSG.unknownTag}`, `tags[${unknown}]`);
  }
  return result;
}

function pickSent(edits: CommerceEdits): Partial<DeliverySettings> {
  const sent: Record<string, unknown> = {};
  for (const field of DELIVERY_SETTINGS_FIELDS) if (edits[field] !== undefined) sent[field] = edits[field];
  return sent as Partial<DeliverySettings>;
}
