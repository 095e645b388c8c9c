// The panel's two live regions (polite and assertive). Mounted once in the shell by <LiveOrders/>.
import { useSyncExternalStore } from 'react';
import { announcer } from './announcer';

export function LiveAnnouncer() {
  const { polite, urgent } = useSyncExternalStore(announcer.subscribe, announcer.getSnapshot);
  // The id in a key remounts the text node, so repeating the same sentence is announced again.
  return (
    <>
      <div aria-live="polite" aria-atomic="true" className="visually-hidden" data-testid="live-announcer">
        {polite ? <span key={polite.id}>{polite.text}</span> : null}
      </div>
      <div aria-live="assertive" aria-atomic="true" className="visually-hidden" data-testid="live-announcer-urgent">
        {urgent ? <span key={urgent.id}>{urgent.text}</span> : null}
      </div>
    </>
  );
}
