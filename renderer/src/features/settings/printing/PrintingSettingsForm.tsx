// The three printers (Printer1 'Impresora principal', Printer2 'Ticket 2', Printer3 'Ticket 3') in tabs:
// printer choice, every setting, live preview, status and test page; one save for all (formik + yup).
import { SaveOutlined } from '@ant-design/icons';
import { App, Badge, Button, Card, Col, Flex, Form, Row, Tabs } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { PRINTER_SLOTS, type PrinterSlot } from '@shared/constants';
import type { DesktopBridge } from '@shared/ipc/contract';
import { MSG } from '@shared/messages';
import { slotLabel, type PrintSettings, type PrinterStatus, type TicketCommerce } from '@shared/printing';
import { formikValidate } from '@shared/validation';
import { printFormSchema, printFormValues, toPrinterSettings, toPrintSettings, type PrintFormValues } from './form';
import { PrinterChoiceField, type InstalledPrinters } from './PrinterChoiceField';
import { PrinterOptionsFields } from './PrinterOptionsFields';
import { StationFields } from './StationFields';
import { useGetKitchenStationsQuery } from './stations-api';
import { refreshPrinterWarnings } from './printer-warnings';
import { PrinterStatusCard, statusTag } from './PrinterStatusCard';
import { TicketPreview } from './TicketPreview';
import { errorText } from './usePrinting';
import { useIsDesktop } from '../../../shell/layoutHooks';

/** The shell's mobile bottom bar covers the last 64 px of the window. */
const MOBILE_BOTTOM_BAR_PX = 64;

export interface PrintingSettingsFormProps {
  bridge: DesktopBridge;
  saved: PrintSettings;
  printers: InstalledPrinters;
  statuses: PrinterStatus[] | null;
  onStatusRefresh(): void;
  onSaved(settings: PrintSettings): void;
  autoPrintAllowed: boolean;
  commerce: TicketCommerce | null;
  commerceId: string | null;
}

const BADGE_STATUS: Record<string, 'success' | 'error' | 'warning' | 'default'> = { green: 'success', red: 'error', orange: 'warning', default: 'default' };

export function PrintingSettingsForm(props: PrintingSettingsFormProps) {
  const { bridge, saved, printers, statuses, autoPrintAllowed, commerce, commerceId } = props;
  const { message } = App.useApp();
  const [activeSlot, setActiveSlot] = useState<PrinterSlot>('Printer1');
  const stations = useGetKitchenStationsQuery();
  const formik = useFormik<PrintFormValues>({
    initialValues: printFormValues(saved),
    enableReinitialize: true,
    validate: formikValidate(printFormSchema),
    onSubmit: async (values) => {
      try {
        const stored = await bridge.saveSettings(toPrintSettings(values));
        props.onSaved(stored);
        message.success(MSG.infoUpdated);
        props.onStatusRefresh();
        refreshPrinterWarnings();
      } catch (error) {
        message.error(errorText(error, MSG.updateInfoError));
      }
    },
  });

  const items = PRINTER_SLOTS.map((slot) => {
    const status = statuses?.find((item) => item.slot === slot);
    const tag = statusTag(status);
    return {
      key: slot,
      label: (
        <span data-testid={`printer-tab-${slot}`}>
          <Badge status={BADGE_STATUS[tag.color] ?? 'default'} /> {slotLabel(slot)}
        </span>
      ),
      children: (
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={14} xl={15}>
            <PrinterChoiceField formik={formik} slot={slot} printers={printers} bridge={bridge} />
            <StationFields formik={formik} slot={slot} stations={stations.data ?? null} />
            <PrinterOptionsFields formik={formik} slot={slot} autoPrintAllowed={autoPrintAllowed} />
          </Col>
          <Col xs={24} lg={10} xl={9}>
            <Flex vertical gap={16}>
              <PrinterStatusCard
                slot={slot}
                status={status}
                printerName={saved[slot].printerName}
                draft={toPrinterSettings(slot, formik.values[slot])}
                dirty={JSON.stringify(formik.values[slot]) !== JSON.stringify(formik.initialValues[slot])}
                bridge={bridge}
                commerce={commerce}
                onPrinted={props.onStatusRefresh}
              />
              {slot === activeSlot ? <TicketPreview bridge={bridge} slot={slot} settings={toPrinterSettings(slot, formik.values[slot])} commerce={commerce} commerceId={commerceId} /> : null}
            </Flex>
          </Col>
        </Row>
      ),
    };
  });

  const isDesktop = useIsDesktop();
  const invalidSlots = PRINTER_SLOTS.filter((slot) => formik.errors[slot]);

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Ajustes de impresión" data-testid="print-settings-form">
      <Card size={isDesktop ? 'default' : 'small'} styles={{ body: { paddingBottom: 0 } }}>
        <Form layout="vertical" component={false}>
          <Tabs activeKey={activeSlot} onChange={(key) => setActiveSlot(key as PrinterSlot)} items={items} />
          <Flex gap={12} align="center" wrap style={{ position: 'sticky', bottom: isDesktop ? 0 : MOBILE_BOTTOM_BAR_PX, background: '#fff', padding: '12px 0', borderTop: '1px solid #f0f0f0', zIndex: 2 }}>
            <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={formik.isSubmitting} data-testid="print-settings-save">
              {isDesktop ? 'Guardar ajustes de impresión' : 'Guardar'}
            </Button>
            <Button onClick={() => formik.resetForm()} disabled={!formik.dirty || formik.isSubmitting}>
              {isDesktop ? 'Descartar cambios' : 'Descartar'}
            </Button>
            {formik.submitCount > 0 && !formik.isValid ? (
              <span role="alert" style={{ color: '#cf1322' }}>
                {invalidSlots.length ? `Revisa los campos marcados en ${invalidSlots.map(slotLabel).join(', ')}.` : 'Revisa los campos marcados.'}
              </span>
            ) : null}
          </Flex>
        </Form>
      </Card>
    </form>
  );
}
