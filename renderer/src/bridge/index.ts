// The panel's only door to the desktop side (Electron or the print agent). No Electron imports here.
export type {
  AppInfo,
  BridgeKind,
  Channel,
  ChannelArgs,
  ChannelResult,
  DesktopBridge,
  NotifyInput,
  PreviewInput,
  PrintOrderInput,
  UpdateCheckResult,
} from '@shared/ipc/contract';
export { getDesktopBridge, resetDesktopBridge, setAgentSocketFactory } from './get-bridge';
export { createAgentBridge, agentUrl, type AgentBridge, type AgentClientOptions, type SocketFactory, type SocketLike } from './agent-client';
export { createUnavailableBridge } from './unavailable';
export {
  AGENT_PORT_KEY,
  AGENT_TOKEN_KEY,
  capturePairingFromLocation,
  clearPairing,
  parsePairingFragment,
  readStoredPairing,
  storePairing,
  type AgentPairing,
} from './pairing';
export { useDesktopBridge, type BridgeAvailability, type DesktopBridgeState } from './use-desktop-bridge';
export { syncDesktopVersion, useDesktopVersionSync, type VersionSyncDeps, type VersionSyncResult } from './version-sync';
