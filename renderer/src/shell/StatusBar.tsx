// Status warning bar slot (SPEC §2, §8): shows only the highest-priority warning, collapsible; the collapsed
// state is remembered in localStorage. Warnings are computed by '@shared/status-warnings' (highestWarning).
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { STATUS_BAR_COLLAPSED_KEY, useStoredFlag } from './layoutHooks';

export interface StatusBarWarning {
  id: string;
  level: 'error' | 'warning' | 'info';
  text: string;
  action?: ReactNode;
}

/** Presentational bar for one warning; StatusBar decides which warning that is. */
export function StatusWarningBar({ warning }: { warning: StatusBarWarning | null }) {
  const [collapsed, setCollapsed] = useStoredFlag(STATUS_BAR_COLLAPSED_KEY, false);
  if (!warning) return null;
  const toggle = (
    <Button
      size="small"
      type="text"
      aria-expanded={!collapsed}
      aria-label={collapsed ? 'Mostrar aviso' : 'Ocultar aviso'}
      icon={collapsed ? <DownOutlined /> : <UpOutlined />}
      onClick={() => setCollapsed(!collapsed)}
    />
  );
  return (
    <div role="status" data-testid="status-bar" data-warning={warning.id}>
      <Alert
        banner
        type={warning.level}
        title={collapsed ? null : warning.text}
        showIcon={!collapsed}
        style={collapsed ? { padding: '0 12px', justifyContent: 'flex-end' } : undefined}
        action={
          <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            {collapsed ? null : warning.action}
            {toggle}
          </span>
        }
      />
    </div>
  );
}

export function StatusBar({ warning = null }: { warning?: StatusBarWarning | null }) {
  return <StatusWarningBar warning={warning} />;
}
