import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initErrorReporting } from './app/sentry';
import { capturePairingFromLocation } from './bridge/pairing';
import './styles.css';

// Before any route renders: a pairing link opened signed out (/login#agent=…) would lose its fragment on the
// way in, as the bridge module only loads with the panel's screens.
capturePairingFromLocation();
void initErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
