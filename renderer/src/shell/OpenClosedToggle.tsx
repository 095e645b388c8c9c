// The header's "Recibir pedidos" switch (servicio_activo, with confirmation; needs edit on HORARIOS) and,
// beside it, what customers actually get: the server's one availability answer (docs/availability.md) —
// 'Abierto', 'Cerrado', 'Pausado' or 'Cerrado temporalmente' — with its reason on hover and in the label.
import { App, Popconfirm, Switch, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import type { Availability } from '@shared/availability';
import { MSG } from '@shared/messages';
import { useCanToggleOpen } from '../app/access';
import { errorMessage } from '../app/baseQuery';
import { useGetCommerceQuery, useUpdateCommerceMutation } from '../app/coreApi';
import { Hint } from '../app/feedback';
import { TONE_COLORS, TONE_DOTS, useAvailability } from '../features/schedules/api';

export function OpenStatusDot({ tone }: { tone: Availability['tono'] }) {
  return <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', background: TONE_DOTS[tone], flex: 'none' }} />;
}

/** 'Abierto' / 'Cerrado' … in the tone's colour, the full reason as tooltip and accessible description. */
export function AvailabilityLabel({ availability, testId }: { availability: Availability; testId: string }) {
  return (
    <Tooltip title={availability.mensaje}>
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }} aria-label={availability.mensaje} data-tone={availability.tono}>
        <OpenStatusDot tone={availability.tono} />
        {/* antd's Typography breaks inside words (word-break: break-word): at 320 px 'Abierto' became 'Abier' / 'to'. */}
        <Typography.Text strong style={{ color: TONE_COLORS[availability.tono], wordBreak: 'normal' }} data-testid={testId}>
          {availability.etiqueta}
        </Typography.Text>
      </span>
    </Tooltip>
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

  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }} data-testid="open-closed">
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        {canToggle ? toggle : <Hint title="Necesitas permiso para editar horarios">{toggle}</Hint>}
        {compact ? null : <Typography.Text type="secondary">Recibir pedidos</Typography.Text>}
      </span>
      {availability ? <AvailabilityLabel availability={availability} testId="open-closed-label" /> : null}
    </span>
  );
}
