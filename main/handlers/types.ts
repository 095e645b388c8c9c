import type { Channel, ChannelArgs, ChannelResult } from '@shared/ipc/contract';

/** One plain async function per contract channel; the gateway and the agent both serve this map. */
export type ChannelHandlers = { [C in Channel]: (...args: ChannelArgs<C>) => Promise<ChannelResult<C>> };

export type PartialHandlers<P extends string> = { [C in Channel as C extends `${P}:${string}` ? C : never]: ChannelHandlers[C] };

export interface Logger {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

export const consoleLogger: Logger = {
  info: (message, ...details) => console.log(message, ...details),
  warn: (message, ...details) => console.warn(message, ...details),
  error: (message, ...details) => console.error(message, ...details),
};
