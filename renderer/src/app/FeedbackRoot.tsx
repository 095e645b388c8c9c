// antd's <App> (message, notification, modal through App.useApp()) for the signed-in trees. Loaded lazily
// with them, so the login page does not download the toast and modal machinery.
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { feedbackConfig } from './feedbackConfig';

export function FeedbackProvider({ children }: { children: ReactNode }) {
  return <AntApp {...feedbackConfig}>{children}</AntApp>;
}

/** Route element: the child routes inside the feedback provider. */
export default function FeedbackRoot() {
  return (
    <FeedbackProvider>
      <Outlet />
    </FeedbackProvider>
  );
}
