// Providers: Redux store, antd (es-MX locale, theme, toasts), then the router for the current auth state.
import { App as AntApp, ConfigProvider } from 'antd';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { feedbackConfig } from './feedback';
import { AppRouter } from './router';
import { createStore } from './store';
import { locale, theme } from './theme';

export function App() {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <ConfigProvider locale={locale} theme={theme}>
        <AntApp {...feedbackConfig}>
          <AppRouter />
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
