// Who may change which fields with PUT /v1/comercio (docs/security.md): one route serves many screens, so
// the request is authorised by the fields it CHANGES (fields sent with their stored value are not changes,
// clients send the whole commerce). Opening and closing need edit on HORARIOS (docs/domain.md (Permisos)); bank, payment-link
// and account data the owner; every other group edit on the module whose screen edits it.
import type { Commerce } from '@shared/types/commerce';
import { withoutUnofferedPayments } from '@shared/online-payment';
import { DELIVERY_SETTINGS_FIELDS, hasChanges, normalizeDeliverySettings, pickDeliverySettings, type DeliverySettings } from '@shared/validation/delivery-settings';
import { forbidden, HttpError } from '../../errors';
import { SERVER_MSG } from '../../messages';
import { ACCESS_MSG, moduleRefusal, type RouteAccess } from '../../plugins/access';
import type { PanelSession } from '../sessions';
import type { CommerceEdits, EditableCommerceField } from '../commerce';
import { COMMERCE_EDIT_MSG } from './validate-edits';

type FieldAccess = Exclude<RouteAccess, 'public' | 'operator'>;

const DATOS = { module: 'DATOS_COMERCIO', permission: 'edit' } as const;
const TARIFAS = { module: 'TARIFAS', permission: 'edit' } as const;
const HORARIOS = { module: 'HORARIOS', permission: 'edit' } as const;

/** Every field PUT /v1/comercio may change, with what changing it needs. */
export const COMMERCE_FIELD_ACCESS: Record<EditableCommerceField | 'onboarding_finish_date', FieldAccess> = {
  servicio_activo: HORARIOS,
  horarios: HORARIOS,
  bank_transfer_details: 'owner',
  activar_pago_enlace: 'owner',
  // The billing address of the account (services/billing) is the commerce's contact email.
  correo_contacto: 'owner',
  onboarding_finish_date: 'owner',
  nombre: DATOS,
  nombre_contacto: DATOS,
  zona_horaria: DATOS,
  country_code: DATOS,
  logotipo: DATOS,
  imagen_portada: DATOS,
  direccion: DATOS,
  telefono: DATOS,
  prefijo_folio: DATOS,
  cantidad_maxima_por_producto: DATOS,
  address: DATOS,
  tags: DATOS,
  facebook_pixel_id: { module: 'SEGUIMIENTO_REDES_SOCIALES', permission: 'edit' },
  // The desktop app records its version for whoever is signed in (version sync).
  electron_app_version: 'signedIn',
  activar_envio_domicilio: TARIFAS,
  activar_comer_restaurant: TARIFAS,
  activar_pasar_recoger: TARIFAS,
  metodos_pago_envio_domicilio: TARIFAS,
  metodos_pago_comer_restaurant: TARIFAS,
  metodos_pago_pasar_recoger: TARIFAS,
  tipo_envio_domicilio: TARIFAS,
  costo_envio_domicilio: TARIFAS,
  colonias: TARIFAS,
  zonas_envio: TARIFAS,
  compra_minima_envio_domicilio: TARIFAS,
  activar_envio_gratis_compra_minima: TARIFAS,
  importe_envio_gratis_compra_minima: TARIFAS,
  informacion_envio: TARIFAS,
  costo_por_porcentaje: TARIFAS,
  activar_campo_agregar_propina: TARIFAS,
  tip_display_mode: TARIFAS,
  config_form_entrega: TARIFAS,
};

const DELIVERY_FIELDS: readonly string[] = DELIVERY_SETTINGS_FIELDS;

/** The fields the request would really change, delivery settings compared as they would be saved. */
export function requestedChanges(stored: Commerce, edits: CommerceEdits, finishesOnboarding: boolean): (EditableCommerceField | 'onboarding_finish_date')[] {
  const candidate: Record<string, unknown> = { ...edits };
  let reference: Commerce = stored;
  if (Object.keys(edits).some((field) => DELIVERY_FIELDS.includes(field))) {
    const sent: Record<string, unknown> = {};
    for (const field of DELIVERY_SETTINGS_FIELDS) if (edits[field] !== undefined) sent[field] = edits[field];
    // Compared with the settings as offered (shared/online-payment.ts): switching off an «Enlace de pago» left on
    // from before is what every save does, not a change the caller needs the owner's access for.
    const offered = withoutUnofferedPayments(pickDeliverySettings(stored));
    const normalized = normalizeDeliverySettings({ ...offered, ...(sent as Partial<DeliverySettings>) });
    for (const field of DELIVERY_SETTINGS_FIELDS) if (edits[field] !== undefined || hasChanges(offered[field], normalized[field])) candidate[field] = normalized[field];
    reference = { ...stored, ...offered };
  }
  const changed = (Object.keys(candidate) as EditableCommerceField[]).filter((field) => hasChanges(reference[field], candidate[field]));
  return finishesOnboarding ? [...changed, 'onboarding_finish_date'] : changed;
}

/** 403 naming the first changed field the caller may not change. */
export function assertCommerceFieldAccess(session: Pick<PanelSession, 'role' | 'modules'>, changed: readonly (EditableCommerceField | 'onboarding_finish_date')[]): void {
  for (const field of changed) {
    const access = COMMERCE_FIELD_ACCESS[field];
    let refusal: string | null = null;
    if (access === 'owner') refusal = session.role === 'owner' ? null : ACCESS_MSG.ownerOnly;
    else if (access !== 'signedIn') refusal = moduleRefusal(session, access);
    // The pixel's own screen explains the missing module in its words.
    if (field === 'facebook_pixel_id' && refusal === SERVER_MSG.moduleNotInPlan) throw forbidden(COMMERCE_EDIT_MSG.pixelNeedsModule);
    if (refusal) throw new HttpError(403, `${field}: ${refusal}`, { field });
  }
}
