// Error reporting from the main process, only when a DSN is set (SENTRY_DSN, or BUILD_SENTRY_DSN baked into
// installers; docs/domain.md (Constantes) trace sample rate). @sentry/electron/main refuses to start once
// Electron is 'ready' (it registers its protocol scheme before then), so the SDK is a static import of the
// entry and init runs during the entry's evaluation: a dynamic import would settle after 'ready'.
import { ERROR_TRACES_SAMPLE_RATE } from '@shared/constants';
import type { Logger } from './handlers/types';

export interface SentryMainSdk {
  init(options: { dsn: string; release: string; tracesSampleRate: number }): unknown;
}

export function initMainSentry(sdk: SentryMainSdk, dsn: string | null, release: string, log: Logger): boolean {
  if (!dsn) return false;
  try {
    sdk.init({ dsn, release, tracesSampleRate: ERROR_TRACES_SAMPLE_RATE });
    log.info('[sentry] reporte de errores activo');
    return true;
  } catch (error) {
    log.error('[sentry] no se pudo iniciar', error);
    return false;
  }
}
