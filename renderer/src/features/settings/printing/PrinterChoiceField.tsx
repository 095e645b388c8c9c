// Which printer a slot uses: none, one of the installed printers (discovery list, labels cut to 20
// characters), or a network printer by host and port 9100, checked with a short probe.
import { ReloadOutlined, WifiOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, InputNumber, Radio, Select, Tag } from 'antd';
import { getIn, type FormikProps } from 'formik';
import { useState } from 'react';
import type { PrinterSlot } from '@shared/constants';
import type { DesktopBridge } from '@shared/ipc/contract';
import { printerLabel, type DiscoveredPrinter } from '@shared/printing';
import { connectionKey, DEFAULT_NETWORK_PORT, findDiscovered, isValidHost, type PrintFormValues, type PrinterChoice } from './form';

export interface InstalledPrinters {
  data: DiscoveredPrinter[] | null;
  loading: boolean;
  error: string | null;
  reload(): void;
}

function fieldError(formik: FormikProps<PrintFormValues>, name: string): string | undefined {
  const error: unknown = getIn(formik.errors, name);
  const touched = !!getIn(formik.touched, name) || formik.submitCount > 0;
  return touched && typeof error === 'string' ? error : undefined;
}

type ProbeState = { host: string; port: number; reachable: boolean } | 'checking' | null;

export function PrinterChoiceField({ formik, slot, printers, bridge }: { formik: FormikProps<PrintFormValues>; slot: PrinterSlot; printers: InstalledPrinters; bridge: DesktopBridge }) {
  const values = formik.values[slot];
  const [probe, setProbe] = useState<ProbeState>(null);
  const id = (name: string) => `${slot}-${name}`;
  const set = (name: string, value: unknown) => void formik.setFieldValue(`${slot}.${name}`, value);

  const installedOptions = (printers.data ?? []).filter((printer) => printer.connection.kind !== 'network');
  const options = installedOptions.map((printer) => ({
    value: connectionKey(printer.connection),
    label: `${printerLabel(printer.name)}${printer.isDefault ? ' · predeterminada' : ''}${printer.online ? '' : ' · sin conexión'}`,
    title: printer.name,
  }));
  const selectedKey = values.installed ? connectionKey(values.installed) : undefined;
  if (selectedKey && !options.some((option) => option.value === selectedKey)) {
    options.unshift({ value: selectedKey, label: `${printerLabel(values.installedName)} · no encontrada`, title: values.installedName });
  }

  const port = typeof values.port === 'number' ? values.port : DEFAULT_NETWORK_PORT;
  const probeNow = async () => {
    const host = values.host.trim();
    if (!isValidHost(host)) {
      void formik.setFieldTouched(`${slot}.host`, true);
      return;
    }
    setProbe('checking');
    const reachable = await bridge.probeNetworkPrinter(host, port).catch(() => false);
    setProbe({ host, port, reachable });
  };
  const probeCurrent = probe !== null && probe !== 'checking' && probe.host === values.host.trim() && probe.port === port ? probe : null;
  const installedError = fieldError(formik, `${slot}.installed`);
  const hostError = fieldError(formik, `${slot}.host`);
  const portError = fieldError(formik, `${slot}.port`);

  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 8 }}>Impresora</legend>
      <Radio.Group
        value={values.choice}
        onChange={(event) => set('choice', event.target.value as PrinterChoice)}
        optionType="button"
        buttonStyle="solid"
        aria-label="Tipo de impresora"
        data-testid={`${slot}-choice`}
        options={[
          { value: 'none', label: 'Ninguna' },
          { value: 'installed', label: 'Instalada' },
          { value: 'network', label: 'De red' },
        ]}
        style={{ marginBottom: 12 }}
      />
      {values.choice === 'installed' ? (
        <>
          {printers.error ? (
            <Alert
              type="error"
              showIcon
              title={printers.error}
              style={{ marginBottom: 8 }}
              action={
                <Button size="small" onClick={printers.reload}>
                  Reintentar
                </Button>
              }
            />
          ) : null}
          <Form.Item label="Impresora instalada" htmlFor={id('installed')} validateStatus={installedError ? 'error' : undefined} help={installedError}>
            <Flex gap={8}>
              <Select
                id={id('installed')}
                data-testid={`${slot}-installed`}
                value={selectedKey}
                placeholder={printers.loading ? 'Buscando impresoras…' : options.length ? 'Selecciona una impresora' : 'No se encontraron impresoras instaladas'}
                loading={printers.loading}
                options={options}
                style={{ flex: 1, minWidth: 0 }}
                onChange={(key: string) => {
                  const found = findDiscovered(printers.data ?? [], key);
                  if (!found) return;
                  set('installed', found.connection);
                  set('installedName', found.name);
                }}
              />
              <Button icon={<ReloadOutlined />} onClick={printers.reload} loading={printers.loading} aria-label="Actualizar la lista de impresoras" />
            </Flex>
          </Form.Item>
        </>
      ) : null}
      {values.choice === 'network' ? (
        <Flex gap={8} wrap align="flex-start">
          <Form.Item label="Dirección IP o nombre" htmlFor={id('host')} validateStatus={hostError ? 'error' : undefined} help={hostError} style={{ flex: '1 1 180px', marginBottom: 8 }}>
            <Input
              id={id('host')}
              name={`${slot}.host`}
              value={values.host}
              placeholder="192.168.1.50"
              autoComplete="off"
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              aria-invalid={!!hostError}
            />
          </Form.Item>
          <Form.Item label="Puerto" htmlFor={id('port')} validateStatus={portError ? 'error' : undefined} help={portError} style={{ width: 110, marginBottom: 8 }}>
            <InputNumber id={id('port')} min={1} max={65_535} value={values.port === '' ? null : values.port} onChange={(value) => set('port', typeof value === 'number' ? value : '')} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label=" " colon={false} style={{ marginBottom: 8 }}>
            <Button icon={<WifiOutlined />} onClick={() => void probeNow()} loading={probe === 'checking'} data-testid={`${slot}-probe`}>
              Comprobar
            </Button>
          </Form.Item>
          <div role="status" aria-live="polite" style={{ alignSelf: 'center' }}>
            {probeCurrent ? (
              <Tag color={probeCurrent.reachable ? 'green' : 'red'} data-testid={`${slot}-probe-result`}>
                {probeCurrent.reachable ? 'La impresora responde' : 'La impresora no responde'}
              </Tag>
            ) : null}
          </div>
        </Flex>
      ) : null}
    </fieldset>
  );
}
