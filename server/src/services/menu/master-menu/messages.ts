// Spanish answers of the shared menu (docs/master-menu.md).
export const MASTER_MENU_MSG = {
  managedBy: (master: string) => `Este menú se administra desde ${master}. Aquí solo puedes cambiar precios y agotados.`,
  locationNotFound: 'No se encontró la sucursal',
  notItself: 'Una sucursal no puede seguir su propio menú',
  masterFollows: 'Esa sucursal sigue el menú de otra. Elige una sucursal con menú propio.',
  hasFollowers: 'Otras sucursales siguen el menú de esta. Haz que dejen de seguirlo antes de elegir otro menú maestro.',
} as const;
