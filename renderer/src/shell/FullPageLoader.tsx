// Shown while authentication is not ready (session being restored/validated) and while a screen loads.
import { Spin } from 'antd';

export function FullPageLoader({ label = 'Cargando…' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="full-page-loader"
      style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', flexDirection: 'column', gap: 16 }}
    >
      <Spin size="large" />
      <span style={{ color: '#6b5d52' }}>{label}</span>
    </div>
  );
}

export function ScreenLoader() {
  return (
    <div role="status" aria-live="polite" style={{ padding: 48, display: 'flex', justifyContent: 'center' }}>
      <Spin />
    </div>
  );
}
