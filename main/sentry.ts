// Error reporting from the main process, only when SENTRY_DSN is set (docs/domain.md (Constantes) trace sample rate).
import { ERROR_TRACES_SAMPLE_RATE } from '@shared/constants';
import type { Logger } from './handlers/types';

export async function initMainSentry(dsn: string | null, release: string, log: Logger): Promise<boolean> {
  if (!dsn) return false;
  try {
    const Sentry = await import('@sentry/electron/main');
    Sentry.init({ dsn, release, tracesSampleRate: ERROR_TRACES_SAMPLE_RATE });
    log.info('[sentry] reporte de errores activo');
    return true;
  } catch (error) {
    log.error('[sentry] no se pudo iniciar', error);
    return false;
  }
}
