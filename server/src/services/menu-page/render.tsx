// The public menu page's HTML (docs/public-menu.md): the built page template (dist/renderer/menu.html) with the
// restaurant's <head> and the menu already rendered inside #root, plus the data the script hydrates from in a
// JSON data block. No inline script runs, so the page works under a CSP without 'unsafe-inline'.
import { renderToStaticMarkup } from 'react-dom/server';
import { MenuScreen } from '../../../../shared/public-menu/MenuView';
import { jsonForScript, PAGE_DATA_ELEMENT_ID, type MenuPageData } from '../../../../shared/public-menu/page-data';
import { headTags, type PageUrls } from './head';

const TITLE = /<title>[^<]*<\/title>/;
const ROOT = '<div id="root"></div>';

/** The markup of the menu's first screen, as the page's first render produces it. */
export function renderMenuMarkup(data: MenuPageData): string {
  const tableInvalid = data.table !== null && !data.table.valida;
  const noop = () => undefined;
  return renderToStaticMarkup(
    <MenuScreen busy={data.busy} menu={data.menu} ads={data.ads} table={data.table} tableInvalid={tableInvalid} cart={{ count: 0, subtotal: 0 }} onOpenProduct={noop} onOpenCart={noop} />,
  );
}

/** The whole page from the template; throws when the template lacks the title or the root element. */
export function renderMenuPage(template: string, data: MenuPageData, urls: PageUrls): string {
  if (!TITLE.test(template) || !template.includes(ROOT)) throw new Error('menu.html no tiene <title> o <div id="root"></div>');
  const dataBlock = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`;
  return template.replace(TITLE, () => headTags(data.menu, urls)).replace(ROOT, () => `<div id="root">${renderMenuMarkup(data)}</div>${dataBlock}`);
}
