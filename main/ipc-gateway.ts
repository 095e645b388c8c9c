// The single IPC entry of the main process: one ipcMain.handle per contract channel, each call
// accepted only from a frame whose URL is on the panel origin, then checked and run by the dispatcher.
import { CHANNELS, type IpcEnvelope } from '@shared/ipc/contract';
import { IPC_MSG } from '@shared/ipc/messages';
import type { Dispatch } from './dispatch';
import type { Logger } from './handlers/types';
import { isSameOrigin } from './origin';

/** The part of Electron's IpcMainInvokeEvent the gateway reads. */
export interface InvokeEventLike {
  senderFrame?: { url: string } | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

export interface GatewayOptions {
  ipcMain: IpcMainLike;
  panelOrigin: string;
  dispatch: Dispatch;
  log: Logger;
}

export function isTrustedSender(event: InvokeEventLike, panelOrigin: string): boolean {
  return isSameOrigin(event.senderFrame?.url, panelOrigin);
}

/** Registers every channel; returns a function that removes them (used on shutdown and in tests). */
export function registerIpcGateway({ ipcMain, panelOrigin, dispatch, log }: GatewayOptions): () => void {
  for (const channel of CHANNELS) {
    ipcMain.handle(channel, async (event, ...args): Promise<IpcEnvelope> => {
      if (!isTrustedSender(event, panelOrigin)) {
        log.warn(`[ipc] ${channel} rechazado: remitente ${event.senderFrame?.url ?? '(sin marco)'}`);
        return { ok: false, error: { message: IPC_MSG.forbiddenSender } };
      }
      return dispatch(channel, args);
    });
  }
  return () => {
    for (const channel of CHANNELS) ipcMain.removeHandler(channel);
  };
}
