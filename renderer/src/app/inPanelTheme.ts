// Loads a component and antd's provider (PanelTheme.tsx) together and puts one inside the other: the way the
// router brings antd in only for the screens that use it (the login page uses none; docs/scaling.md).
import type { ComponentType } from 'react';

export async function inPanelTheme<P extends object>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const [Component, { withPanelTheme }] = await Promise.all([load(), import('./PanelTheme')]);
  return withPanelTheme(Component);
}
