// The header's switch (servicio_activo, with confirmation; needs edit on HORARIOS) labelled as the SPEC says,
// 'Abierto' or 'Cerrado temporalmente', and beside it, only when customers still cannot order with the switch
// on, why: the server's one availability answer (docs/availability.md) as a short state ('Fuera de horario',
// 'Pausado por modo ocupado', 'Sin productos' …) with its full reason in a tooltip (300 ms) and to screen readers.
import { App, Popconfirm, Switch, Typography } from 'antd';
import { useState } from 'react';
import type { Availability, AvailabilityReason } from '@shared/availability';
import { MSG } from '@shared/messages';
import { useCanToggleOpen } from '../app/access';
import { errorMessage } from '../app/baseQuery';
import { useGetCommerceQuery, useUpdateCommerceMutation } from '../app/coreApi';
import { Hint } from '../app/feedback';
import { TONE_COLORS, TONE_DOTS, useAvailability } from '../features/schedules/api';

export function OpenStatusDot({ tone }: { tone: Availability['tono'] }) {
  return <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', background: TONE_DOTS[tone], flex: 'none' }} />;
}

/** The header's short name of each reason the switch does not explain by itself (open and switched off need none). */
export const HEADER_AVAILABILITY_LABELS: Record<Exclude<AvailabilityReason, 'open' | 'switched_off'>, string> = {
  outside_schedule: 'Fuera de horario',
  paused: 'Pausado por modo ocupado',
  unattended: 'Pausado: nadie atendiendo',
  no_products: 'Sin productos',
  order_limit: 'Límite de pedidos alcanzado',
  no_schedule: 'Sin horario',
  special_closed: 'Cerrado por día especial',
};

/** Why customers cannot order although the switch is on, or null when the switch says it all. */
export function headerAvailabilityLabel(availability: Availability): string | null {
  if (availability.motivo === 'open' || availability.motivo === 'switched_off') return null;
  return HEADER_AVAILABILITY_LABELS[availability.motivo];
}

/** The computed state in the tone's colour, the full reason as tooltip (300 ms) and accessible description. */
export function AvailabilityLabel({ availability, label, compact }: { availability: Availability; label: string; compact: boolean }) {
  return (
    <Hint title={availability.mensaje}>
      <span
        style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
        tabIndex={0}
        role="status"
        aria-label={`${label}: ${availability.mensaje}`}
        data-tone={availability.tono}
        data-testid="open-closed-availability"
      >
        <OpenStatusDot tone={availability.tono} />
        {/* antd's Typography breaks inside words (word-break: break-word): at 320 px a label was cut mid-word. */}
        {compact ? null : (
          <Typography.Text strong style={{ color: TONE_COLORS[availability.tono], wordBreak: 'normal' }}>
            {label}
          </Typography.Text>
        )}
      </span>
    </Hint>
  );
}

export function OpenClosedToggle({ compact = false }: { compact?: boolean }) {
  const { data: commerce } = useGetCommerceQuery();
  const availability = useAvailability();
  const [updateCommerce, { isLoading }] = useUpdateCommerceMutation();
  const canToggle = useCanToggleOpen();
  const { message } = App.useApp();
  const [confirmOpen, setConfirmOpen] = useState(false);
  if (!commerce) return null;
  const receiving = commerce.servicio_activo;

  const apply = async () => {
    try {
      await updateCommerce({ ...commerce, servicio_activo: !receiving }).unwrap();
      message.success(MSG.infoUpdated);
    } catch (error) {
      message.error(errorMessage(error, MSG.updateInfoError));
    }
  };

  const toggle = (
    <Popconfirm
      open={confirmOpen}
      onOpenChange={(next) => setConfirmOpen(next && canToggle)}
      title={receiving ? '¿Dejar de recibir pedidos?' : '¿Recibir pedidos?'}
      description={
        receiving ? 'Tus clientes no podrán hacer pedidos hasta que lo vuelvas a activar.' : 'Tus clientes podrán hacer pedidos dentro de tu horario de atención.'
      }
      okText={MSG.confirmYes}
      cancelText={MSG.confirmNo}
      // Not awaited: a promise would keep 'SI' loading until the save ends, and its loading icon, cut off by
      // the closing popover, stayed in the button's accessible name ('loading SI') on the next opening.
      // The switch shows the save instead.
      onConfirm={() => void apply()}
    >
      <Switch checked={receiving} loading={isLoading} disabled={!canToggle} aria-label="Recibir pedidos" data-testid="open-closed-toggle" />
    </Popconfirm>
  );

  const availabilityLabel = receiving && availability ? headerAvailabilityLabel(availability) : null;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }} data-testid="open-closed">
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        {canToggle ? toggle : <Hint title="Necesitas permiso para editar horarios">{toggle}</Hint>}
        <Typography.Text strong style={{ wordBreak: 'normal', fontSize: compact ? 12 : undefined, lineHeight: 1.2 }} data-testid="open-closed-label" data-on={receiving}>
          {receiving ? MSG.open : MSG.temporarilyClosed}
        </Typography.Text>
      </span>
      {availability && availabilityLabel ? <AvailabilityLabel availability={availability} label={availabilityLabel} compact={compact} /> : null}
    </span>
  );
}
