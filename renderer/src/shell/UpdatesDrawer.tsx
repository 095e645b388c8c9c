// "Actualizaciones": what is new in the panel. The news feed fills it when configured.
import { Drawer } from 'antd';
import { NewsList } from '../features/support/NewsList';

export function UpdatesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer title="Actualizaciones" open={open} onClose={onClose} size="default" data-testid="updates-drawer">
      {open ? <NewsList /> : null}
    </Drawer>
  );
}
