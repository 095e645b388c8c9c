// Child routes of the configuration screens (cambiar-contrasena, ubicacion, horarios/nuevo, tarifas/simulador…)
// open as a drawer over their parent; closing it goes back to the parent path.
import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIsDesktop } from '../../shell/layoutHooks';
import { useFocusReturn } from '../../components/useFocusReturn';

export function ChildDrawer({ id, title, parentPath, width = 560, children }: { id: string; title: string; parentPath: string; width?: number; children: ReactNode }) {
  const navigate = useNavigate();
  useFocusReturn();
  const isDesktop = useIsDesktop();
  return (
    <Drawer
      open
      title={title}
      size={isDesktop ? width : '100%'}
      onClose={() => navigate(parentPath)}
      destroyOnHidden
      rootClassName={`screen-${id}`}
    >
      <div data-testid={`screen-${id}`} role="region" aria-label={title}>
        {children}
      </div>
    </Drawer>
  );
}
