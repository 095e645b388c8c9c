// Frame of the screens before login: brand panel (wide screens) and the form card.
import type { ReactNode } from 'react';
import { LogoMark, PRODUCT_NAME } from '../../shell/Brand';
import { useIsDesktop } from '../../shell/layoutHooks';

export function AuthLayout({ title, subtitle, children, testId, wide = false }: { title: string; subtitle?: ReactNode; children: ReactNode; testId: string; wide?: boolean }) {
  const isDesktop = useIsDesktop();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', background: '#faf7f2' }}>
      {isDesktop ? (
        <aside
          aria-label={PRODUCT_NAME}
          style={{
            flex: '0 0 42%',
            background: 'linear-gradient(160deg, #2b1d16 0%, #5c2a12 60%, #c2410c 100%)',
            color: '#fff',
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            padding: 48,
          }}
        >
          <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <LogoMark size={44} />
            <span style={{ fontSize: 20, fontWeight: 700 }}>{PRODUCT_NAME}</span>
          </div>
          <div>
            <p style={{ fontSize: 34, fontWeight: 700, lineHeight: 1.2, margin: 0 }}>Recibe pedidos en línea y atiende tu cocina sin perder ninguno.</p>
            <p style={{ fontSize: 17, opacity: 0.85, marginTop: 16 }}>Menú digital, control de pedidos, impresión de tickets y entregas en un solo panel.</p>
          </div>
          <small style={{ opacity: 0.7 }}>Hecho para restaurantes en México</small>
        </aside>
      ) : null}
      <main style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: isDesktop ? 48 : 16 }}>
        {/* A plain panel, not antd's Card: Card brings Tabs and Skeleton into the login page. */}
        <div
          style={{
            width: '100%',
            maxWidth: wide ? 720 : 440,
            background: '#fff',
            borderRadius: 12,
            border: '1px solid #f0e6dc',
            padding: isDesktop ? 32 : 24,
            boxShadow: '0 8px 30px rgba(43, 29, 22, 0.08)',
          }}
          data-testid={`screen-${testId}`}
        >
          {isDesktop ? null : (
            <div style={{ display: 'flex', alignItems: 'center', gap: 10, marginBottom: 16 }}>
              <LogoMark size={36} />
              <strong style={{ fontSize: 17 }}>{PRODUCT_NAME}</strong>
            </div>
          )}
          {/* Plain elements, not antd's Typography: it is a sizeable chunk for two lines of text. */}
          <h1 style={{ fontSize: 26, lineHeight: 1.3, margin: '0 0 8px', fontWeight: 600, color: 'rgba(0, 0, 0, 0.88)' }}>{title}</h1>
          {subtitle ? <p style={{ margin: '0 0 16px', color: 'rgba(0, 0, 0, 0.55)' }}>{subtitle}</p> : null}
          {children}
        </div>
      </main>
    </div>
  );
}
