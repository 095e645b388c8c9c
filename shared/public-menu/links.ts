// The public menu's addresses (docs/public-menu.md): the menu, a table's menu behind its QR, and an
// order's status page. The server, the panel and the desktop build every customer link here.

/** `/m/{id_path}`: the menu's path on whatever origin serves it. */
export function menuPath(idPath: string): string {
  return `/m/${encodeURIComponent(idPath)}`;
}

/** The menu on an origin (`https://menu.ejemplo.mx`). */
export function menuLink(origin: string, idPath: string): string {
  return `${origin.replace(/\/+$/, '')}${menuPath(idPath)}`;
}

/** A table's menu (the QR on the table), from the menu's link. */
export function tableMenuLink(menuUrl: string, tableUuid: string): string {
  return `${menuUrl.replace(/\/+$/, '')}/mesa/${encodeURIComponent(tableUuid)}`;
}

/** An order's status page, from the menu's link. */
export function orderStatusLink(menuUrl: string, orderId: string): string {
  return `${menuUrl.replace(/\/+$/, '')}/pedido/${encodeURIComponent(orderId)}`;
}
