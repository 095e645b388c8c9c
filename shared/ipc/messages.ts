// Spanish texts of the bridge itself (docs/domain.md (Textos exactos) has none for these transport cases).
import { MSG } from '../messages';
import { CHANNEL_DEFINITIONS, type Channel } from './channels';

export const IPC_MSG = {
  forbiddenSender: 'Solicitud rechazada: la ventana no pertenece al panel',
  unknownChannel: 'Operación no disponible en la aplicación de escritorio',
  invalidArgs: 'Datos inválidos para la operación solicitada',
  agentUnsupported: 'Operación no disponible en el agente de impresión',
  agentTimeout: 'El agente de impresión no respondió a tiempo',
  agentUnauthorized: 'El agente de impresión rechazó la conexión: vuelve a vincularlo con el enlace que muestra npm start',
} as const;

const USER_FACING = new Set<string>([...Object.values(MSG), ...Object.values(IPC_MSG)]);

/**
 * Turns any thrown value into the { message } the panel shows: docs/domain.md (Textos exactos) / bridge texts pass through
 * unchanged; anything else (stack traces, English library errors) becomes the channel's own fallback text.
 */
export function toUserMessage(channel: Channel, error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return USER_FACING.has(message) ? message : CHANNEL_DEFINITIONS[channel].fallbackMessage;
}
