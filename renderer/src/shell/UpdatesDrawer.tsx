// "Actualizaciones": what is new in the panel. The news feed fills it when configured.
import { Drawer, Empty } from 'antd';

export function UpdatesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer title="Actualizaciones" open={open} onClose={onClose} size="default" data-testid="updates-drawer">
      <Empty description="No hay novedades por ahora" />
    </Drawer>
  );
}
