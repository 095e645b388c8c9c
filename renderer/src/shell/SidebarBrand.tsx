// Top of the sidebar: logo, commerce name, whether customers can order now (the server's one answer,
// docs/availability.md) with its reason, and the welcome line with the user's name.
import { Typography } from 'antd';
import { useGetCommerceQuery } from '../app/coreApi';
import { useAvailability } from '../features/schedules/api';
import { selectSession } from '../app/session';
import { useAppSelector } from '../app/store';
import { LogoMark } from './Brand';
import { OpenStatusDot } from './OpenClosedToggle';

export function SidebarBrand({ collapsed }: { collapsed: boolean }) {
  const session = useAppSelector(selectSession);
  const { data: commerce } = useGetCommerceQuery();
  const name = commerce?.nombre ?? session?.nombre_comercio ?? '';
  const availability = useAvailability();
  return (
    <div style={{ padding: collapsed ? '16px 8px' : '20px 16px 12px', display: 'flex', flexDirection: 'column', alignItems: collapsed ? 'center' : 'stretch', gap: 10 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
        <LogoMark size={collapsed ? 36 : 44} src={commerce?.logotipo ?? session?.logotipo} alt={`Logotipo de ${name}`} />
        {collapsed ? null : (
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong style={{ color: '#fff', display: 'block', fontSize: 16 }} ellipsis data-testid="sidebar-commerce-name">
              {name}
            </Typography.Text>
            {availability ? (
              <span style={{ display: 'flex', flexDirection: 'column', color: '#e9ddd2', fontSize: 13 }} data-testid="sidebar-open-status">
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                  <OpenStatusDot tone={availability.tono} />
                  {availability.etiqueta}
                </span>
                {availability.abierto ? null : (
                  <span style={{ fontSize: 12, color: '#f3c9a8' }} data-testid="sidebar-open-reason">
                    {availability.mensaje}
                  </span>
                )}
              </span>
            ) : null}
          </div>
        )}
      </div>
      {collapsed ? (
        availability ? (
          <span title={availability.mensaje} style={{ display: 'inline-flex' }} aria-label={availability.mensaje}>
            <OpenStatusDot tone={availability.tono} />
          </span>
        ) : null
      ) : (
        <Typography.Text style={{ color: '#e9ddd2' }} data-testid="welcome-line">
          ¡Hola, {session?.nombre_usuario}!
        </Typography.Text>
      )}
    </div>
  );
}
