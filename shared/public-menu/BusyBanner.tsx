// Shown on the public menu while the commerce paused online orders (busy mode); it goes away by itself.
import type { BusyMode } from '../counter';
import { formatTime } from '../dates';

export function BusyBanner({ busy }: { busy: BusyMode | null }) {
  if (!busy?.pausado) return null;
  return (
    <div className="pm-banner pm-banner-closed" role="status" data-testid="paused-banner">
      {`Pausamos los pedidos en línea por un momento${busy.pausa_hasta ? `; vuelve a intentar a las ${formatTime(busy.pausa_hasta)}` : ''}. Mientras tanto puedes ver el menú.`}
    </div>
  );
}
