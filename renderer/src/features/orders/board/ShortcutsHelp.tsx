// "?" on the board: every keyboard shortcut in one list.
import { Modal } from 'antd';
import { SHORTCUTS } from './shortcuts';

export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Modal open={open} onCancel={onClose} footer={null} title="Atajos de teclado" destroyOnHidden>
      <dl className="shortcut-list" data-testid="shortcut-list">
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.keys}>
            <dt>
              <kbd>{shortcut.keys}</kbd>
            </dt>
            <dd>{shortcut.text}</dd>
          </div>
        ))}
      </dl>
      <p>Los atajos no actúan mientras escribes en un campo.</p>
    </Modal>
  );
}
