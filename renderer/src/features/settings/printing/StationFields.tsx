// One printer's kitchen settings (docs/kitchen.md): its «Estación» (or the whole order), the backup printer that
// takes its tickets when it has failed for some seconds, and the cash drawer wired to it.
import { Alert, Col, Form, InputNumber, Row, Select, Switch, Typography } from 'antd';
import { getIn, type FormikProps } from 'formik';
import { PRINTER_SLOTS, type PrinterSlot } from '@shared/constants';
import { slotLabel } from '@shared/printing';
import type { KitchenStation } from '@shared/kitchen/stations';
import { LIMITS, type PrintFormValues, type PrinterFormValues } from './form';

const WHOLE_ORDER = '';

export function StationFields({ formik, slot, stations }: { formik: FormikProps<PrintFormValues>; slot: PrinterSlot; stations: KitchenStation[] | null }) {
  const values = formik.values[slot];
  const id = (name: string) => `${slot}-${name}`;
  const set = (name: keyof PrinterFormValues, value: unknown) => void formik.setFieldValue(`${slot}.${name}`, value);
  const chosen = values.station;
  const gone = chosen !== null && stations !== null && !stations.some((station) => station.id === chosen.id);
  const stationOptions = [
    { value: WHOLE_ORDER, label: 'Todo el pedido' },
    ...(stations ?? []).map((station) => ({ value: station.id, label: station.name })),
    ...(gone && chosen ? [{ value: chosen.id, label: `${chosen.name} (ya no existe)` }] : []),
  ];
  const backupOptions = [{ value: WHOLE_ORDER, label: 'Sin respaldo' }, ...PRINTER_SLOTS.filter((other) => other !== slot).map((other) => ({ value: other, label: slotLabel(other) }))];
  const secondsError: unknown = getIn(formik.errors, `${slot}.backupSeconds`);

  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
      <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 8 }}>Cocina y caja</legend>
      <Row gutter={16}>
        {/* «Respaldo» gets the room for its longest choice («Impresora principal») beside «Tras». */}
        <Col xs={24} lg={10}>
          <Form.Item label="Estación" htmlFor={id('station')} extra="Una estación imprime solo lo que prepara, sin precios.">
            <Select
              id={id('station')}
              data-testid={id('station')}
              value={chosen?.id ?? WHOLE_ORDER}
              options={stationOptions}
              loading={stations === null}
              onChange={(value: string) => {
                const station = stations?.find((candidate) => candidate.id === value);
                set('station', station ? { id: station.id, name: station.name } : null);
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={16} lg={9}>
          <Form.Item label="Respaldo" htmlFor={id('backupSlot')}>
            <Select id={id('backupSlot')} data-testid={id('backupSlot')} value={values.backupSlot ?? WHOLE_ORDER} options={backupOptions} onChange={(value: string) => set('backupSlot', value === WHOLE_ORDER ? null : value)} />
          </Form.Item>
        </Col>
        <Col xs={8} lg={5}>
          <Form.Item label="Tras" htmlFor={id('backupSeconds')} validateStatus={typeof secondsError === 'string' ? 'error' : undefined} help={typeof secondsError === 'string' ? secondsError : undefined}>
            <InputNumber
              id={id('backupSeconds')}
              data-testid={id('backupSeconds')}
              min={LIMITS.backupSeconds.min}
              max={LIMITS.backupSeconds.max}
              suffix="s"
              disabled={values.backupSlot === null}
              value={values.backupSeconds === '' ? null : values.backupSeconds}
              onChange={(next) => set('backupSeconds', typeof next === 'number' ? next : '')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
      {gone && chosen ? (
        <Alert
          type="warning"
          showIcon
          data-testid={id('station-gone')}
          style={{ marginBottom: 16 }}
          title={`La estación «${chosen.name}» ya no existe: esta impresora no imprime nada hasta que elijas otra.`}
        />
      ) : null}
      {values.backupSlot ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
          Si esta impresora falla más de {values.backupSeconds || LIMITS.backupSeconds.min} s, sus tickets salen en {slotLabel(values.backupSlot)} marcados «respaldo». Nunca en las dos.
        </Typography.Paragraph>
      ) : null}
      <label style={{ display: 'flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
        <Switch size="small" checked={values.cashDrawer} data-testid={id('cashDrawer')} onChange={(checked) => set('cashDrawer', checked)} />
        <span>
          Cajón de dinero
          <Typography.Text type="secondary"> · Se abre al registrar un pago en efectivo en esta computadora</Typography.Text>
        </span>
      </label>
    </fieldset>
  );
}
