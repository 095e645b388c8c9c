// The argument check of every channel, derived from the channel definitions (ipc/channels.ts). Main and the
// agent run it before any handler; the panel's agent client runs it before sending.
import { CHANNEL_DEFINITIONS, CHANNELS, type Channel } from './channels';
import { isValid } from './strict';

export const ARG_VALIDATORS = Object.fromEntries(
  CHANNELS.map((channel) => [channel, (args: unknown[]) => isValid(CHANNEL_DEFINITIONS[channel].args, args)]),
) as Record<Channel, (args: unknown[]) => boolean>;

export function validArgs(channel: Channel, args: unknown): args is unknown[] {
  return Array.isArray(args) && ARG_VALIDATORS[channel](args);
}
