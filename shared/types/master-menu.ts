// Shared menu between the locations of one account (docs/master-menu.md): GET/PUT /v1/menu/maestro.

export interface MenuLocation {
  id: string;
  nombre: string;
}

export interface MenuSource {
  /** The location whose menu this one follows; null = its own menu. */
  menu_maestro_id: string | null;
  maestro: MenuLocation | null;
  /** The account's other locations this one may follow (those with their own menu). */
  sucursales: MenuLocation[];
  /** Locations that follow this one's menu (then it cannot follow another). */
  seguidores: MenuLocation[];
}

export interface MenuSourceInput {
  menu_maestro_id: string | null;
}
