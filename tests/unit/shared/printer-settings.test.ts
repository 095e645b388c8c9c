// One schema for the print settings (shared/printer-settings.ts): its defaults are docs/domain.md (Constantes),
// the stored-file repair keeps each valid field and defaults the rest, and the form's bounds and options
// come from it.
import { describe, expect, it } from 'vitest';
import { PRINTER_SLOTS } from '@shared/constants';
import {
  CODE_PAGES,
  defaultPrinterSettings,
  defaultPrintSettings,
  normalizePrintSettings,
  PAPER_WIDTHS_MM,
  PRINTER_LIMITS,
  printerSettingsSchema,
  TICKET_FORMATS,
} from '@shared/printer-settings';
import { CODE_PAGES as CODE_PAGE_OPTIONS, FORMAT_OPTIONS, LIMITS, PAPER_WIDTH_OPTIONS } from '../../../renderer/src/features/settings/printing/form';

describe('print settings schema', () => {
  it('gives the docs/domain.md (Constantes) defaults, the logo and commerce data on the main printer only', () => {
    expect(defaultPrinterSettings('Printer1')).toEqual({
      slot: 'Printer1',
      printer: null,
      printerName: null,
      showLogo: true,
      showCommerceData: true,
      showClientNumber: true,
      textSize: 'small',
      marginLeft: 0,
      marginRight: 0,
      autoPrint: 'onOrderAccepted',
      copies: 1,
      delayBetweenCopiesMs: 3_500,
      paperWidthMm: 58,
      codePage: 'PC858',
      kitchen: false,
      format: 'escpos',
      station: null,
      backupSlot: null,
      backupAfterSeconds: 60,
      cashDrawer: false,
    });
    expect(defaultPrinterSettings('Printer3')).toMatchObject({ slot: 'Printer3', showLogo: false, showCommerceData: false });
    expect(Object.keys(defaultPrinterSettings('Printer2'))).toEqual(Object.keys(printerSettingsSchema.fields));
    for (const slot of PRINTER_SLOTS) expect(printerSettingsSchema.isValidSync(defaultPrintSettings()[slot], { strict: true })).toBe(true);
  });

  it('repairs a stored file field by field: valid values stay, refused or missing ones take their default, unknown ones go', () => {
    const stored = {
      Printer1: { slot: 'Printer3', copies: 3, textSize: 'huge', kitchen: 'yes', printerName: '', printer: { kind: 'usb', devicePath: '/dev/usb/lp0' }, color: 'red' },
      Printer2: 'corrupt',
    };
    const settings = normalizePrintSettings(stored);
    expect(settings.Printer1).toEqual({ ...defaultPrinterSettings('Printer1'), copies: 3, printer: { kind: 'usb', devicePath: '/dev/usb/lp0' } });
    expect(settings.Printer2).toEqual(defaultPrinterSettings('Printer2'));
    expect(normalizePrintSettings(null)).toEqual(defaultPrintSettings());
  });

  it("is where the form's bounds and choices come from", () => {
    expect(LIMITS.copies).toEqual(PRINTER_LIMITS.copies);
    expect(LIMITS.margin).toEqual(PRINTER_LIMITS.margin);
    expect(LIMITS.delaySeconds).toEqual({ min: 0, max: PRINTER_LIMITS.delayBetweenCopiesMs.max / 1000 });
    expect(CODE_PAGE_OPTIONS.map((option) => option.value)).toEqual([...CODE_PAGES]);
    expect(PAPER_WIDTH_OPTIONS.map((option) => option.value)).toEqual([...PAPER_WIDTHS_MM]);
    expect(FORMAT_OPTIONS.map((option) => option.value)).toEqual([...TICKET_FORMATS]);
  });
});
