// Abierto / Cerrado temporalmente: servicio_activo of the commerce, with confirmation. Needs edit on HORARIOS.
import { App, Popconfirm, Switch, Typography } from 'antd';
import { useState } from 'react';
import { MSG } from '@shared/messages';
import { useCanToggleOpen } from '../app/access';
import { errorMessage } from '../app/baseQuery';
import { useGetCommerceQuery, useUpdateCommerceMutation } from '../app/coreApi';
import { Hint } from '../app/feedback';

export function OpenStatusDot({ open }: { open: boolean }) {
  return (
    <span
      aria-hidden
      style={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', background: open ? '#2f9e44' : '#c92a2a', flex: 'none' }}
    />
  );
}

export function OpenClosedToggle({ compact = false }: { compact?: boolean }) {
  const { data: commerce } = useGetCommerceQuery();
  const [updateCommerce, { isLoading }] = useUpdateCommerceMutation();
  const canToggle = useCanToggleOpen();
  const { message } = App.useApp();
  const [confirmOpen, setConfirmOpen] = useState(false);
  if (!commerce) return null;
  const open = commerce.servicio_activo;
  const label = open ? MSG.open : MSG.temporarilyClosed;

  const apply = async () => {
    try {
      await updateCommerce({ ...commerce, servicio_activo: !open }).unwrap();
      message.success(MSG.infoUpdated);
    } catch (error) {
      message.error(errorMessage(error, MSG.updateInfoError));
    }
  };

  const toggle = (
    <Popconfirm
      open={confirmOpen}
      onOpenChange={(next) => setConfirmOpen(next && canToggle)}
      title={open ? '¿Cerrar temporalmente tu comercio?' : '¿Abrir tu comercio?'}
      description={open ? 'Tus clientes no podrán hacer pedidos hasta que lo vuelvas a abrir.' : 'Tus clientes podrán hacer pedidos de nuevo.'}
      okText={MSG.confirmYes}
      cancelText={MSG.confirmNo}
      // Not awaited: a promise would keep 'SI' loading until the save ends, and its loading icon, cut off by
      // the closing popover, stayed in the button's accessible name ('loading SI') on the next opening.
      // The switch shows the save instead.
      onConfirm={() => void apply()}
    >
      <Switch
        checked={open}
        loading={isLoading}
        disabled={!canToggle}
        aria-label={`Estado del comercio: ${label}`}
        data-testid="open-closed-toggle"
      />
    </Popconfirm>
  );

  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      {canToggle ? toggle : <Hint title="Necesitas permiso para editar horarios">{toggle}</Hint>}
      {compact ? null : (
        <Typography.Text strong style={{ color: open ? '#237032' : '#c92a2a' }} data-testid="open-closed-label">
          {label}
        </Typography.Text>
      )}
    </span>
  );
}
