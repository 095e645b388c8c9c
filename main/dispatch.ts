// The one place a bridge call is checked and run, shared by the Electron IPC gateway and the agent:
// known channel, valid argument shapes, handler, and every failure turned into a Spanish { message }.
import { isChannel, type IpcEnvelope } from '@shared/ipc/contract';
import { IPC_MSG, toUserMessage } from '@shared/ipc/messages';
import { validArgs } from '@shared/ipc/validate';
import type { ChannelHandlers, Logger } from './handlers/types';

export type Dispatch = (channel: unknown, args: unknown) => Promise<IpcEnvelope>;

export function createDispatcher(handlers: ChannelHandlers, log: Logger): Dispatch {
  return async (channel, args) => {
    if (!isChannel(channel)) {
      log.warn(`[bridge] canal desconocido: ${String(channel)}`);
      return { ok: false, error: { message: IPC_MSG.unknownChannel } };
    }
    if (!validArgs(channel, args)) {
      log.warn(`[bridge] argumentos inválidos para ${channel}`);
      return { ok: false, error: { message: IPC_MSG.invalidArgs } };
    }
    try {
      const handler = handlers[channel] as (...handlerArgs: unknown[]) => Promise<unknown>;
      const result = await handler(...args);
      return { ok: true, result };
    } catch (error) {
      log.error(`[bridge] ${channel} falló`, error);
      return { ok: false, error: { message: toUserMessage(channel, error) } };
    }
  };
}
