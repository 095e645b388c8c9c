// The delivery address form as the commerce configured it (config_form_entrega: show/required, referencias label);
// a neighbourhood picker when the fee is per neighbourhood, and the phone's location for per-km fees.
import { useState } from 'react';
import { formatMoney } from '@shared/money';
import type { PublicCommerce } from '@shared/types/public-menu';
import type { CheckoutForm } from './cart';
import { Field } from './Field';

export function DeliveryFields({
  commerce,
  form,
  errors,
  update,
}: {
  commerce: PublicCommerce;
  form: CheckoutForm;
  errors: Record<string, string>;
  update: (patch: Partial<CheckoutForm>) => void;
}) {
  const cfg = commerce.config_form_entrega;
  const byNeighbourhood = commerce.tipo_envio_domicilio === 'por_colonia';
  // Per-km fees and delivery zones both need the customer's location.
  const byDistance = commerce.tipo_envio_domicilio === 'por_kilometro' || commerce.tipo_envio_domicilio === 'por_zonas';
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string | null>(null);

  function locate() {
    if (!navigator.geolocation) {
      setLocationError('Tu navegador no permite compartir la ubicación.');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setLocationError(null);
        update({ location: { latitude: position.coords.latitude, longitude: position.coords.longitude } });
      },
      () => {
        setLocating(false);
        setLocationError('No pudimos obtener tu ubicación. Revisa los permisos del navegador.');
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  }

  return (
    <div className="pm-address">
      {cfg.calle.show ? (
        <Field label="Calle" required={cfg.calle.required} error={errors.calle}>
          <input value={form.calle} autoComplete="address-line1" onChange={(e) => update({ calle: e.target.value })} />
        </Field>
      ) : null}
      <div className="pm-row">
        {cfg.no_ext.show ? (
          <Field label="Núm. exterior" required={cfg.no_ext.required} error={errors.numero_exterior}>
            <input value={form.numero_exterior} onChange={(e) => update({ numero_exterior: e.target.value })} />
          </Field>
        ) : null}
        {cfg.no_int.show ? (
          <Field label="Núm. interior" required={cfg.no_int.required} error={errors.numero_interior}>
            <input value={form.numero_interior} onChange={(e) => update({ numero_interior: e.target.value })} />
          </Field>
        ) : null}
      </div>
      {cfg.colonia.show || byNeighbourhood ? (
        <Field label="Colonia" required={cfg.colonia.required || byNeighbourhood} error={errors.colonia}>
          {byNeighbourhood ? (
            <select value={form.colonia} onChange={(e) => update({ colonia: e.target.value })}>
              <option value="">Selecciona tu colonia</option>
              {commerce.colonias.map((colonia) => (
                <option key={colonia.nombre} value={colonia.nombre}>
                  {colonia.nombre} · {formatMoney(colonia.costo)}
                </option>
              ))}
            </select>
          ) : (
            <input value={form.colonia} onChange={(e) => update({ colonia: e.target.value })} />
          )}
        </Field>
      ) : null}
      {cfg.referencias.show ? (
        <Field label={cfg.referencias.label || 'Referencias'} required={cfg.referencias.required} error={errors.referencias}>
          <input value={form.referencias} onChange={(e) => update({ referencias: e.target.value })} />
        </Field>
      ) : null}
      {cfg.ubicacion.show || byDistance ? (
        <div className="pm-field">
          <span>
            Ubicación{cfg.ubicacion.required || byDistance ? <span className="pm-req"> *</span> : null}
          </span>
          <button type="button" className="pm-btn" onClick={locate} disabled={locating}>
            {locating ? 'Obteniendo ubicación…' : form.location ? 'Ubicación guardada ✓ (actualizar)' : 'Usar mi ubicación actual'}
          </button>
          {locationError || errors.latitud ? <span className="pm-field-error">{locationError ?? errors.latitud}</span> : null}
        </div>
      ) : null}
    </div>
  );
}
