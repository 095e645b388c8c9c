// Entry of the public menu page (renderer/menu.html): plain components and CSS, no panel code, built with
// Preact's React compatibility layer (vite.menu.config.ts) so it loads fast on a phone. A menu the server
// rendered (docs/public-menu.md) is hydrated from the data block beside it; other pages render from scratch.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PAGE_DATA_ELEMENT_ID, type MenuPageData } from '@shared/public-menu/page-data';
import { PublicMenuApp } from './PublicMenuApp';
import { OrderStatusPage } from './status/OrderStatusPage';
import { parseStatusPath } from './status/status-api';
import './menu.css';

function pageData(): MenuPageData | null {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as MenuPageData;
  } catch {
    return null;
  }
}

const root = document.getElementById('root');
const statusPath = parseStatusPath(window.location.pathname);
// /f/{token}: the self-invoice page (docs/invoices.md), a chunk of its own so the menu's script does not grow.
const invoiceToken = /^\/f\/([\w-]{1,64})\/?$/.exec(window.location.pathname)?.[1];
if (root && invoiceToken) {
  void import('./invoice/SelfInvoicePage').then(({ SelfInvoicePage }) => createRoot(root).render(<StrictMode><SelfInvoicePage token={invoiceToken} /></StrictMode>));
} else if (root) {
  const initial = statusPath ? null : pageData();
  const app = <StrictMode>{statusPath ? <OrderStatusPage idPath={statusPath.idPath} orderId={statusPath.orderId} /> : <PublicMenuApp initial={initial} />}</StrictMode>;
  // Hydration in a task of its own, after the script's evaluation: two shorter tasks instead of one long one
  // (the menu is already on screen meanwhile).
  if (initial) setTimeout(() => hydrateRoot(root, app), 0);
  else createRoot(root).render(app);
}
