// The setup checklist with what the panel knows besides the commerce: orderable products from the server's
// availability answer and the desktop's printer (docs/availability.md). Null until the availability is known.
import { setupProgress, type SetupProgress } from '@shared/setup-progress';
import type { Commerce } from '@shared/types/commerce';
import { useStatusInputs } from '../../shell/statusInputs';
import { useAvailability } from '../schedules/api';

export function useSetupProgress(commerce: Commerce | undefined, skip = false): SetupProgress | null {
  const availability = useAvailability(skip);
  const { printer } = useStatusInputs();
  return commerce && availability ? setupProgress(commerce, { orderableProducts: availability.productos_disponibles, printer }) : null;
}
