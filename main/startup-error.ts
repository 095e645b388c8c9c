// A start-up that fails says so: a Spanish dialog with what to do, then the process exits (a window-
// less app left running would look like "it does not open" and keep the single-instance lock).
import type { Logger } from './handlers/types';

/** An error whose message is already written for the cashier (bad PANEL_URL, unreadable files…). */
export class StartupProblem extends Error {
  constructor(message: string, readonly advice: string) {
    super(message);
    this.name = 'StartupProblem';
  }
}

export const STARTUP_ERROR_TITLE = 'Panel Comercio no pudo iniciar';

const GENERIC_ADVICE = [
  'Qué hacer:',
  '1. Cierra este mensaje y vuelve a abrir Panel Comercio.',
  '2. Si vuelve a aparecer, reinicia la computadora.',
  '3. Si continúa, reinstala Panel Comercio o escribe a soporte por WhatsApp con una foto de este mensaje.',
].join('\n');

export function startupErrorMessage(error: unknown): string {
  if (error instanceof StartupProblem) return `${error.message}\n\n${error.advice}`;
  const detail = error instanceof Error ? error.message : String(error);
  return `Ocurrió un error al iniciar la aplicación.\n\n${GENERIC_ADVICE}\n\nDetalle técnico: ${detail}`;
}

export interface StartupFailureDeps {
  dialog: { showErrorBox(title: string, content: string): void };
  app: { exit(code?: number): void };
  log: Logger;
}

export function failStartup(deps: StartupFailureDeps, error: unknown): void {
  deps.log.error('[desktop] el inicio falló', error);
  try {
    deps.dialog.showErrorBox(STARTUP_ERROR_TITLE, startupErrorMessage(error));
  } finally {
    deps.app.exit(1);
  }
}
