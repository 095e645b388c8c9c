// What the server puts into the menu page's HTML for its script to start from (docs/public-menu.md): the same
// menu the API answers, the ads and pause on show, and the table of a table link. It travels in a JSON data block
// (<script type="application/json">), which a strict CSP allows because it is never run.
import type { BusyMode } from '../counter';
import type { PublicAd, PublicMenu, PublicTable } from '../types/public-menu';

export const PAGE_DATA_ELEMENT_ID = 'menu-data';

export interface MenuPageData {
  menu: PublicMenu;
  ads: PublicAd[];
  busy: BusyMode | null;
  /** The table of a /m/{id_path}/mesa/{uuid} link; null when the link has none or it is unknown. */
  table: PublicTable | null;
}

/** JSON that is safe inside an HTML <script> element: no '<' (so no '</script>' or '<!--'), no U+2028/U+2029. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
