// Shown while authentication is not ready (session being restored/validated) and while a screen loads.
// Plain CSS, no antd: it is part of the first paint.
const spinner = (size: number) => (
  <span
    aria-hidden
    className="panel-spinner"
    style={{ width: size, height: size, borderWidth: Math.max(2, size / 10) }}
  />
);

export function FullPageLoader({ label = 'Cargando…' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="full-page-loader"
      style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', flexDirection: 'column', gap: 16 }}
    >
      {spinner(36)}
      <span style={{ color: '#6b5d52' }}>{label}</span>
    </div>
  );
}

export function ScreenLoader() {
  return (
    <div role="status" aria-live="polite" style={{ padding: 48, display: 'flex', justifyContent: 'center' }}>
      {spinner(24)}
      <span className="visually-hidden">Cargando…</span>
    </div>
  );
}
