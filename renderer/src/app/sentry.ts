// Error reporting: @sentry/react only when a DSN is configured (VITE_SENTRY_DSN); otherwise nothing is loaded.
import { ERROR_TRACES_SAMPLE_RATE } from '@shared/constants';

export async function initErrorReporting(dsn: string | undefined = import.meta.env.VITE_SENTRY_DSN): Promise<boolean> {
  if (!dsn) return false;
  // Loaded on demand so panels without a DSN do not download the SDK.
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    tracesSampleRate: ERROR_TRACES_SAMPLE_RATE,
    integrations: [Sentry.browserTracingIntegration()],
    environment: import.meta.env.MODE,
  });
  return true;
}
