// The bridge's own argument check for a preview with draft settings (what main and the agent run first).
import { validArgs } from '@shared/ipc/validate';
import type { PrinterSlot } from '@shared/constants';
import type { PrinterSettings } from '@shared/printing';
import { previewSampleOrder } from '../../../../renderer/src/features/settings/printing/sample-order';

export const COMMERCE = { nombre: 'Taquería El Buen Taco', direccion: 'Av. Paseo Tabasco 1042', telefono: '9933127845', logotipo: null, zona_horaria: 'America/Mexico_City' };

export function isValidArgs(slot: PrinterSlot, settings: PrinterSettings | Record<string, unknown>): boolean {
  return validArgs('printing:renderPreviewHtml', [{ order: previewSampleOrder(new Date('2026-11-21T18:00:00Z')), commerce: COMMERCE, slot, settings }]);
}
