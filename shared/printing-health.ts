// What a desktop PC reports of its printers (docs/whatsapp.md «Alertas al dueño»): POST /v1/impresion/salud,
// sent by main/services/printing/health-report.ts while auto-print runs. The server alerts the owner when a
// printer stays down longer than their minutes.
import { PRINTER_SLOTS, type PrinterSlot } from './constants';

export interface PrinterHealthEntry {
  slot: PrinterSlot;
  /** The printer's name in the print settings (or the slot's label). */
  nombre: string;
  en_linea: boolean;
  /** The last print error, when there is one. */
  error?: string | null;
}

export interface PrinterHealthReport {
  /** The PC's name (its host name): the alert says which PC's printer is down. */
  equipo: string;
  /** The configured printers; an unconfigured slot is left out. */
  impresoras: PrinterHealthEntry[];
}

/** The JSON schema of the report (the route refuses anything else with a 400). */
export const PRINTER_HEALTH_BODY = {
  type: 'object',
  required: ['equipo', 'impresoras'],
  additionalProperties: false,
  properties: {
    equipo: { type: 'string', minLength: 1, maxLength: 80 },
    impresoras: {
      type: 'array',
      maxItems: PRINTER_SLOTS.length,
      items: {
        type: 'object',
        required: ['slot', 'nombre', 'en_linea'],
        additionalProperties: false,
        properties: {
          slot: { type: 'string', enum: [...PRINTER_SLOTS] },
          nombre: { type: 'string', minLength: 1, maxLength: 120 },
          en_linea: { type: 'boolean' },
          error: { type: ['string', 'null'], maxLength: 500 },
        },
      },
    },
  },
} as const;
