// Entry of the public menu page (renderer/menu.html): plain React and CSS, no panel code, so it loads fast on a phone.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicMenuApp } from './PublicMenuApp';
import './menu.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <PublicMenuApp />
    </StrictMode>,
  );
}
