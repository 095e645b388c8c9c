import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initErrorReporting } from './app/sentry';
import './styles.css';

void initErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
