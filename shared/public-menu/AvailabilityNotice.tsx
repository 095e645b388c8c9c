// What customers read when they cannot order now — the server's one availability answer (docs/availability.md),
// the same reason the merchant's panel shows — and the special days ahead (holidays, one-off closures or
// openings). A pause has its own live banner (status/BusyBanner).
import type { Availability } from '../availability';
import { specialDateText, specialHoursText } from '../special-days';
import { TEXT } from './labels';

export function ClosedBanner({ availability, orderAhead = false }: { availability: Availability | undefined; orderAhead?: boolean }) {
  if (availability?.motivo === 'paused') return null;
  return (
    <div className="pm-banner pm-banner-closed" role="status" data-testid="closed-banner" data-reason={availability?.motivo}>
      {availability?.mensaje ?? TEXT.closedBanner}
      {orderAhead ? <span data-testid="order-ahead">{` ${TEXT.orderAhead}`}</span> : null}
    </div>
  );
}

export function SpecialDaysNotice({ availability }: { availability: Availability | undefined }) {
  const days = availability?.proximos_dias_especiales ?? [];
  if (days.length === 0) return null;
  return (
    <section className="pm-banner pm-banner-info" aria-label="Días especiales" data-testid="special-days-notice">
      <strong>Próximos días especiales</strong>
      <ul className="pm-special-days">
        {days.slice(0, 3).map((day) => (
          <li key={day.id}>
            <span>{specialDateText(day.fecha)}</span>
            {`: ${specialHoursText(day).toLowerCase()} (${day.motivo})`}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The header pill: 'Abierto', 'Pausado' or 'Cerrado'. */
export function statusText(comercio: { abierto: boolean; disponibilidad?: Availability }): string {
  if (comercio.abierto) return TEXT.open;
  return comercio.disponibilidad?.motivo === 'paused' ? 'Pausado' : TEXT.closed;
}
