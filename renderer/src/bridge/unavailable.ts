// The bridge when neither the desktop app nor a paired agent is there: every call fails with
// 'Electron is not available...' (docs/domain.md (Textos exactos)).
import { createBridge } from '@shared/ipc/bridge';
import type { DesktopBridge, InvokeFn } from '@shared/ipc/contract';
import { MSG } from '@shared/messages';

export function createUnavailableBridge(): DesktopBridge {
  const invoke = (async () => {
    throw new Error(MSG.electronNotAvailable);
  }) as InvokeFn;
  return createBridge('none', invoke);
}
