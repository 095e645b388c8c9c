// antd's provider with the panel's theme and es-MX locale (theme.ts). Not in the main script: the login page
// uses no antd, so the provider, antd's stylesheet and dayjs's locale load with the first screen that does
// (router.tsx wraps the signed-in trees once, and each other screen before login; docs/scaling.md).
// antd runs without runtime styles (theme.zeroRuntime): its components' CSS comes prebuilt in antd.css and
// the panel's tokens reach it as CSS variables, so a screen no longer writes the styles of every component it
// shows for the first time (docs/architecture.md, "Tests", has the figures).
// When the operating system asks for less motion, antd's dialogs, menus, lists and messages appear without
// their zoom and slide (docs/accessibility.md).
import { ConfigProvider } from 'antd';
import 'antd/dist/antd.css';
import type { ComponentType, ReactNode } from 'react';
import { locale, reducedMotionTheme, theme } from './theme';
import { useReducedMotion } from './useReducedMotion';

export function PanelTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={locale} theme={useReducedMotion() ? reducedMotionTheme : theme}>
      {children}
    </ConfigProvider>
  );
}

export function withPanelTheme<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function Themed(props: P) {
    return (
      <PanelTheme>
        <Screen {...props} />
      </PanelTheme>
    );
  }
  Themed.displayName = `withPanelTheme(${Screen.displayName ?? Screen.name})`;
  return Themed;
}
