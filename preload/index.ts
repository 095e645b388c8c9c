// The only bridge between the sandboxed panel page and the main process: `window.desktop`.
// It forwards contract channels through ipcRenderer.invoke and nothing else, and turns the
// gateway's { ok: false, error } replies into Errors carrying the Spanish message. The one message from
// main (the computer woke up) becomes a window 'online' event.
import { contextBridge, ipcRenderer } from 'electron';
import { createBridge } from '@shared/ipc/bridge';
import { isChannel, SYSTEM_RESUMED_MESSAGE, type DesktopBridge, type InvokeFn, type IpcEnvelope } from '@shared/ipc/contract';
import { IPC_MSG } from '@shared/ipc/messages';

const invoke = (async (channel: string, ...args: unknown[]) => {
  if (!isChannel(channel)) throw new Error(IPC_MSG.unknownChannel);
  const reply = (await ipcRenderer.invoke(channel, ...args)) as IpcEnvelope;
  if (!reply.ok) throw new Error(reply.error.message);
  return reply.result;
}) as InvokeFn;

contextBridge.exposeInMainWorld('desktop', createBridge('desktop', invoke) satisfies DesktopBridge);

// DOM events cross from the preload's isolated world to the page: the panel reconnects on 'online'.
ipcRenderer.on(SYSTEM_RESUMED_MESSAGE, () => globalThis.dispatchEvent(new Event('online')));
