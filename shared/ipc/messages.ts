// Spanish texts of the bridge itself (docs/domain.md (Textos exactos) has none for these transport cases).
import { MSG } from '../messages';
import type { Channel } from './contract';

export const IPC_MSG = {
  forbiddenSender: 'Solicitud rechazada: la ventana no pertenece al panel',
  unknownChannel: 'Operación no disponible en la aplicación de escritorio',
  invalidArgs: 'Datos inválidos para la operación solicitada',
  agentUnsupported: 'Operación no disponible en el agente de impresión',
  agentTimeout: 'El agente de impresión no respondió a tiempo',
  agentUnauthorized: 'El agente de impresión rechazó la conexión: vuelve a vincularlo con el enlace que muestra npm start',
} as const;

/** Message shown when a handler fails with an error that carries no SPEC text of its own. */
const FALLBACK_BY_CHANNEL: Record<Channel, string> = {
  'printing:listPrinters': MSG.installedPrintersError,
  'printing:probeNetworkPrinter': MSG.installedPrintersError,
  'printing:getSettings': MSG.installedPrintersError,
  'printing:saveSettings': MSG.updateInfoError,
  'printing:getStatus': MSG.installedPrintersError,
  'printing:printOrder': MSG.printFailed,
  'printing:printTestPage': MSG.printFailed,
  'printing:renderPreviewHtml': MSG.printFailed,
  'printing:printBill': MSG.printFailed,
  'printing:printReceipt': MSG.printFailed,
  'printing:printCashClose': MSG.printFailed,
  'printing:startAutoPrint': MSG.printFailed,
  'printing:stopAutoPrint': MSG.printFailed,
  'printing:getAutoPrintState': MSG.installedPrintersError,
  'printing:getRecentJobs': MSG.installedPrintersError,
  'printing:retryWaitingJobs': MSG.printFailed,
  'app:getVersion': MSG.updateInfoError,
  'app:checkForUpdates': MSG.updateInfoError,
  'app:openExternal': MSG.requestFailed,
  'app:notify': MSG.updateInfoError,
  'app:setBadgeCount': MSG.updateInfoError,
  'app:getInfo': MSG.updateInfoError,
  'app:getDesktopState': MSG.updateInfoError,
  'app:restartToUpdate': MSG.updateInfoError,
  'app:setStartAtLogin': MSG.updateInfoError,
  'app:setCommerceOpen': MSG.updateInfoError,
};

const USER_FACING = new Set<string>([...Object.values(MSG), ...Object.values(IPC_MSG)]);

/**
 * Turns any thrown value into the { message } the panel shows: docs/domain.md (Textos exactos) / bridge texts pass through
 * unchanged; anything else (stack traces, English library errors) becomes the channel's own text.
 */
export function toUserMessage(channel: Channel, error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return USER_FACING.has(message) ? message : FALLBACK_BY_CHANNEL[channel];
}
