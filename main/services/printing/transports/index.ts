import { sendCups } from './cups';
import { sendTcp } from './tcp';
import { sendUsb } from './usb';
import { sendWindowsRaw } from './windows';
import type { TransportSet } from './types';

export type { SendOptions, TransportSet } from './types';
export { TransportTimeoutError } from './types';

export const defaultTransports: TransportSet = {
  tcp: sendTcp,
  cups: sendCups,
  windows: sendWindowsRaw,
  usb: sendUsb,
};
