import type { PrintingService } from '@shared/printing';
import { createAppHandlers, type AppServices } from './app';
import { createPrintingHandlers } from './printing';
import type { ChannelHandlers } from './types';

export type { AppServices } from './app';
export type { ChannelHandlers, Logger } from './types';
export { consoleLogger } from './types';

export function createHandlers(printing: PrintingService, app: AppServices): ChannelHandlers {
  return { ...createPrintingHandlers(printing), ...createAppHandlers(app) };
}
