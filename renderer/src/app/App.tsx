// Providers: Redux store, then the router for the current auth state. antd's provider (theme, es-MX locale;
// PanelTheme.tsx) and its <App> (toasts, modals; FeedbackRoot) come with the screens that use antd, so the
// login page downloads no antd at all (docs/scaling.md).
import { useState } from 'react';
import { Provider } from 'react-redux';
import { prefetchForBoot } from './boot-prefetch';
import { AppRouter } from './router';
import { createStore } from './store';

export function App() {
  const [store] = useState(() => {
    const created = createStore();
    prefetchForBoot(created, window.location.pathname);
    return created;
  });
  return (
    <Provider store={store}>
      <AppRouter />
    </Provider>
  );
}
