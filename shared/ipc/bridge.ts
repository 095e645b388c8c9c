// Builds a DesktopBridge (typed invoke + one convenience method per channel) from any transport.
import { CHANNELS, methodName, type BridgeKind, type BridgeMethods, type Channel, type ChannelArgs, type DesktopBridge, type InvokeFn } from './contract';

export function createBridge(kind: BridgeKind, invoke: InvokeFn): DesktopBridge {
  const methods: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const channel of CHANNELS) {
    methods[methodName(channel)] = (...args: unknown[]) => invoke(channel, ...(args as ChannelArgs<Channel>));
  }
  return { ...(methods as unknown as BridgeMethods), kind, invoke };
}
