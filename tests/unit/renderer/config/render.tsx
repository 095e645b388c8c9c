// Rendering the real configuration forms in jsdom: the browser APIs antd needs and the antd App context.
import { render, type RenderResult } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

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
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <MemoryRouter>{element}</MemoryRouter>
      </App>
    </ConfigProvider>,
  );
}

/** Texts of the error messages shown under fields. */
export function shownErrors(container: HTMLElement): string[] {
  return [...container.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent ?? '');
}
