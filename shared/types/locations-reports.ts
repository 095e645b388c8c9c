// Wire types of the owner's consolidated views over the locations (sucursales) of an account
// (docs/locations.md, "Consolidated views"): the location list of the selectors, and the dashboard of every location side
// by side with their sum. The server builds them (server/src/services/stats/consolidated.ts), the panel reads
// them (renderer/src/features/stats, features/order-history).
import type { StatsDashboard } from './stats';

/** Query value of `comercio` that asks for every location of the account (owner only). */
export const ALL_LOCATIONS = 'todas';

/** A location as the selectors list it. */
export interface LocationOption {
  id: string;
  nombre: string;
}

/** GET /v1/estadisticas/sucursales: the locations the caller may see (the owner: all of the account's). */
export interface LocationList {
  sucursales: LocationOption[];
}

/** GET /v1/estadisticas/consolidado: each location's dashboard (in its own time zone) and their sum. */
export interface ConsolidatedStats {
  sucursales: (LocationOption & { tablero: StatsDashboard })[];
  /** Counts and money summed; ticket_promedio recomputed from the sums; top products merged from each location's top. */
  total: StatsDashboard;
}
