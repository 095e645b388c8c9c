// «Factura global»: the period's sales that no customer invoiced, to PÚBLICO EN GENERAL, with SAT's periodicity
// fields (docs/invoices.md). The preview says how many sales and how much before anything is issued.
import { App, Button, Card, DatePicker, Form, InputNumber, Popconfirm, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { formatMoney } from '@shared/money';
import { formatCount } from '@shared/count';
import { GLOBAL_MONTHS, GLOBAL_PERIODICITIES, type GlobalPeriodicity } from '@shared/invoices/sat-catalogs';
import { errorMessage } from '../../app/baseQuery';
import { useGetGlobalPreviewQuery, useIssueGlobalInvoiceMutation } from './api';

export interface GlobalPeriod {
  desde: string;
  hasta: string;
  periodicidad: GlobalPeriodicity;
  meses: string;
  anio: number;
}

/** The month so far: the usual monthly global (Facturapi's `month`, the month's code, its year). */
export function currentMonthPeriod(today: dayjs.Dayjs = dayjs()): GlobalPeriod {
  return { desde: today.startOf('month').format('YYYY-MM-DD'), hasta: today.format('YYYY-MM-DD'), periodicidad: 'month', meses: today.format('MM'), anio: today.year() };
}

export function GlobalInvoiceCard({ ready }: { ready: boolean }) {
  const { message } = App.useApp();
  const [period, setPeriod] = useState<GlobalPeriod>(() => currentMonthPeriod());
  const preview = useGetGlobalPreviewQuery({ desde: period.desde, hasta: period.hasta }, { skip: !ready });
  const [issue, issuing] = useIssueGlobalInvoiceMutation();
  const bimester = period.periodicidad === 'two_months';
  const months = GLOBAL_MONTHS.filter((month) => month.bimester === bimester);

  const submit = async () => {
    try {
      const invoice = await issue(period).unwrap();
      message.success(`Factura global ${invoice.folio} emitida por ${formatMoney(invoice.total)}`);
    } catch (error) {
      message.error(errorMessage(error, 'No se pudo emitir la factura global'));
    }
  };

  return (
    <Card title="Factura global (público en general)" data-testid="global-invoice-card">
      <Typography.Paragraph type="secondary">
        Incluye las ventas del periodo que ningún cliente facturó, a nombre de PÚBLICO EN GENERAL (RFC XAXX010101000).
      </Typography.Paragraph>
      <Form layout="vertical">
        <Space wrap align="start">
          <Form.Item label="Desde" htmlFor="global-desde">
            <DatePicker id="global-desde" format="DD/MM/YYYY" allowClear={false} value={dayjs(period.desde)} onChange={(date) => date && setPeriod({ ...period, desde: date.format('YYYY-MM-DD') })} />
          </Form.Item>
          <Form.Item label="Hasta" htmlFor="global-hasta">
            <DatePicker id="global-hasta" format="DD/MM/YYYY" allowClear={false} value={dayjs(period.hasta)} onChange={(date) => date && setPeriod({ ...period, hasta: date.format('YYYY-MM-DD') })} />
          </Form.Item>
          <Form.Item label="Periodicidad" htmlFor="global-periodicidad">
            <Select
              id="global-periodicidad"
              style={{ width: 150 }}
              value={period.periodicidad}
              options={GLOBAL_PERIODICITIES.map((p) => ({ value: p.code, label: p.label }))}
              onChange={(value: GlobalPeriodicity) => {
                const nowBimester = value === 'two_months';
                const month = Number(dayjs(period.hasta).format('M'));
                setPeriod({ ...period, periodicidad: value, meses: nowBimester ? String(12 + Math.ceil(month / 2)) : dayjs(period.hasta).format('MM') });
              }}
            />
          </Form.Item>
          <Form.Item label={bimester ? 'Bimestre' : 'Mes'} htmlFor="global-meses">
            <Select id="global-meses" style={{ width: 190 }} value={period.meses} options={months.map((m) => ({ value: m.code, label: m.label }))} onChange={(value: string) => setPeriod({ ...period, meses: value })} />
          </Form.Item>
          <Form.Item label="Año" htmlFor="global-anio">
            <InputNumber id="global-anio" min={2022} max={2100} value={period.anio} onChange={(value) => value && setPeriod({ ...period, anio: value })} />
          </Form.Item>
        </Space>
      </Form>
      <Space wrap>
        <Typography.Text data-testid="global-preview">
          {!ready
            ? 'Guarda tus datos fiscales y tu llave de Facturapi para emitirla.'
            : preview.data
              ? `${formatCount(preview.data.pedidos)} ${preview.data.pedidos === 1 ? 'venta' : 'ventas'} sin facturar por ${formatMoney(preview.data.total)}`
              : 'Calculando…'}
        </Typography.Text>
        <Popconfirm title="¿Emitir la factura global?" description="Se timbra ante el SAT y no se puede deshacer desde aquí." okText="Emitir" cancelText="Cancelar" onConfirm={() => void submit()}>
          <Button type="primary" disabled={!ready || !preview.data?.pedidos} loading={issuing.isLoading} data-testid="issue-global">
            Emitir factura global
          </Button>
        </Popconfirm>
      </Space>
    </Card>
  );
}
