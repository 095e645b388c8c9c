// Providers: Redux store, antd (es-MX locale, theme), then the router for the current auth state. antd's
// <App> (toasts, modals) wraps the signed-in trees only (FeedbackRoot), keeping the login page light.
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { prefetchForBoot } from './boot-prefetch';
import { AppRouter } from './router';
import { createStore } from './store';
import { locale, theme } from './theme';

export function App() {
  const [store] = useState(() => {
    const created = createStore();
    prefetchForBoot(created, window.location.pathname);
    return created;
  });
  return (
    <Provider store={store}>
      <ConfigProvider locale={locale} theme={theme}>
        <AppRouter />
      </ConfigProvider>
    </Provider>
  );
}
