// Rendering the real configuration forms in jsdom: the browser APIs antd needs and the antd App context.
import { render, type RenderResult } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createStore } from '../../../../renderer/src/app/store';

export function installBrowserShims(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    class NoResize {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: NoResize });
  }
}

export function renderForm(element: ReactElement): RenderResult {
  installBrowserShims();
  // A store (a test may wrap its element in its own) and a data router, as the panel's: the forms read the
  // account (fee types a module gates) and their exit confirmation (useBlocker) needs a data router.
  return render(
    <Provider store={createStore()}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <RouterProvider router={createMemoryRouter([{ path: '*', element }])} />
        </App>
      </ConfigProvider>
    </Provider>,
  );
}

/** Texts of the error messages shown under fields. */
export function shownErrors(container: HTMLElement): string[] {
  return [...container.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent ?? '');
}
