// Mobile bottom bar: configuración, inicio/estadísticas, menú, pedidos, anuncios — or, for staff with none of
// those, the first screens they may open (bottomBarEntries); hidden when there is nothing to open.
import { LockOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { NavLink } from 'react-router-dom';
import { useAccount } from '../app/access';
import { useGetCommerceQuery } from '../app/coreApi';
import { bottomBarEntries } from './navItems';

export function BottomBar() {
  const account = useAccount();
  const { data: commerce } = useGetCommerceQuery();
  const entries = useMemo(
    () => (account ? bottomBarEntries({ account, hasBusinessId: !!commerce?.business_id }) : []),
    [account, commerce?.business_id],
  );
  if (entries.length === 0) return null;
  return (
    <nav
      aria-label="Navegación inferior"
      data-testid="bottom-bar"
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        height: 64,
        background: '#fff',
        borderTop: '1px solid #eadfd3',
        display: 'grid',
        gridTemplateColumns: `repeat(${entries.length || 1}, 1fr)`,
        zIndex: 100,
        paddingBottom: 'env(safe-area-inset-bottom)',
      }}
    >
      {entries.map((entry) => (
        <NavLink
          key={entry.key}
          to={entry.to}
          data-testid={`bottom-${entry.key}`}
          aria-label={entry.locked ? `${entry.label} (bloqueado)` : entry.label}
          style={({ isActive }) => ({
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 2,
            fontSize: 12,
            color: isActive && !entry.locked ? '#c2410c' : '#5c4a3d',
            fontWeight: isActive && !entry.locked ? 600 : 400,
            textDecoration: 'none',
          })}
        >
          <span style={{ fontSize: 20, position: 'relative' }}>
            {entry.icon}
            {entry.locked ? <LockOutlined style={{ position: 'absolute', right: -10, top: -4, fontSize: 11 }} /> : null}
          </span>
          {entry.label}
        </NavLink>
      ))}
    </nav>
  );
}
