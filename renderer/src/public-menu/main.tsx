// Entry of the public menu page (renderer/menu.html): plain React and CSS, no panel code, so it loads fast on a phone.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicMenuApp } from './PublicMenuApp';
import { OrderStatusPage } from './status/OrderStatusPage';
import { parseStatusPath } from './status/status-api';
import './menu.css';

const root = document.getElementById('root');
const statusPath = parseStatusPath(window.location.pathname);
if (root) {
  createRoot(root).render(
    <StrictMode>
      {statusPath ? <OrderStatusPage idPath={statusPath.idPath} orderId={statusPath.orderId} /> : <PublicMenuApp />}
    </StrictMode>,
  );
}
