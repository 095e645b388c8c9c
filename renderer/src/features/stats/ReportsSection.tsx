// 'Reportes': the four docs/domain.md (Constantes) reports in tabs, each with date range, delivery type, payment method (and
// status for the orders report) filters, a paged table with the totals row, and CSV/Excel/PDF downloads
// with the same filters.
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Grid, Select, Space, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DEFAULT_TIME_ZONE, DELIVERY_TYPES, ORDER_STATUSES, PAYMENT_METHODS } from '@shared/constants';
import { formatMoney } from '@shared/money';
import { DELIVERY_TYPE_LABELS, ORDER_STATUS_LABELS } from '@shared/orders/status-machine';
import { useGetCommerceQuery } from '../../app/coreApi';
import { useToast } from '../../app/feedback';
import { selectSession } from '../../app/session';
import { useAppSelector } from '../../app/store';
import { SALES_DEFINITION } from '@shared/orders/sales';
import { downloadReport, useGetReportQuery } from './api';
import { monthToDate, PAYMENT_LABELS, REPORT_TABS, type ReportColumn, type ReportFilters, type ReportFormat, type ReportId, type ReportRow } from './model';
import { useFocusableScroll } from '../../shell/useFocusableScroll';
import { MultiSelectFilter } from '../../components/MultiSelectFilter';

const PAGE_SIZE = 20;
const DAY = 'YYYY-MM-DD';
const FORMATS: { format: ReportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'Excel' },
  { format: 'pdf', label: 'PDF' },
];

function cell(column: ReportColumn, value: string | number | undefined): string {
  if (value === undefined) return '';
  return column.money && typeof value === 'number' ? formatMoney(value) : String(value);
}

/** `comercio`: the location chosen on the screen (a location id or `todas`); absent: the session's commerce. */
export function ReportsSection({ comercio }: { comercio?: string }) {
  const tableArea = useFocusableScroll<HTMLElement>('Tabla del reporte');
  // On a phone the report tabs overflow into antd's 'more' button, which sits inside the tab list and breaks
  // its semantics for screen readers; a labelled select chooses the report there instead.
  const narrow = !Grid.useBreakpoint().md;
  const session = useAppSelector(selectSession);
  const toast = useToast();
  const [reporte, setReporte] = useState<ReportId>('pedidos');
  // Until the owner picks a range: the month so far in the commerce's time zone (docs/onboarding.md).
  const zone = useGetCommerceQuery().data?.zona_horaria;
  const [picked, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const firstRange = monthToDate(new Date(), zone ?? DEFAULT_TIME_ZONE);
  const range: [Dayjs, Dayjs] = picked ?? [dayjs(firstRange.desde), dayjs(firstRange.hasta)];
  const [filters, setFilters] = useState<Omit<ReportFilters, 'desde' | 'hasta'>>({});
  // Another location starts again at the first page.
  const [paged, setPaged] = useState({ comercio, page: 1 });
  const page = paged.comercio === comercio ? paged.page : 1;
  const setPage = (next: number) => setPaged({ comercio, page: next });
  const [exporting, setExporting] = useState<ReportFormat | null>(null);
  const allFilters: ReportFilters = { ...filters, desde: range[0].format(DAY), hasta: range[1].format(DAY), comercio };
  const { data, isFetching, isError } = useGetReportQuery({ reporte, filters: allFilters, page, pageSize: PAGE_SIZE }, { skip: !zone });
  const tab = REPORT_TABS.find((t) => t.id === reporte)!;

  const update = (next: Partial<ReportFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const exportAs = async (format: ReportFormat) => {
    if (!session) return;
    setExporting(format);
    try {
      await downloadReport(session, reporte, format, allFilters);
    } catch {
      toast.error('No se pudo exportar el reporte');
    } finally {
      setExporting(null);
    }
  };

  const columns: TableColumnsType<ReportRow & { __key: string }> = (data?.columnas ?? []).map((column) => ({
    title: column.header,
    dataIndex: column.key,
    key: column.key,
    align: column.money || column.count ? 'right' : 'left',
    // The total stays in view while the other columns scroll (a 1280 px screen does not fit them all).
    fixed: column.key === 'total' ? 'right' : undefined,
    render: (value: string | number | undefined) => cell(column, value),
  }));
  const rows = data ? data.filas.map((row, index) => ({ ...row, __key: `${page}-${index}` })) : [];

  return (
    <section aria-label="Reportes" data-testid="stats-reports" style={{ marginTop: 24 }} ref={tableArea}>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        Reportes
      </Typography.Title>
      <Card size="small">
        {narrow ? (
          <Select<ReportId>
            aria-label="Reporte"
            value={reporte}
            style={{ width: '100%', marginBottom: 12 }}
            options={REPORT_TABS.map((t) => ({ value: t.id, label: t.label }))}
            onChange={(key) => {
              setReporte(key);
              setPage(1);
            }}
            data-testid="report-select"
          />
        ) : (
          <Tabs
            activeKey={reporte}
            onChange={(key) => {
              setReporte(key as ReportId);
              setPage(1);
            }}
            items={REPORT_TABS.map((t) => ({ key: t.id, label: <span data-testid={`report-tab-${t.id}`}>{t.label}</span> }))}
          />
        )}
        <Space wrap size={[8, 8]} style={{ marginBottom: 12 }}>
          <DatePicker.RangePicker
            value={range}
            format="DD/MM/YYYY"
            allowClear={false}
            aria-label="Rango de fechas del reporte"
            onChange={(values) => {
              if (!values?.[0] || !values[1]) return;
              setRange([values[0], values[1]]);
              setPage(1);
            }}
          />
          <MultiSelectFilter label="Tipo de entrega" values={DELIVERY_TYPES} labels={DELIVERY_TYPE_LABELS} value={filters.metodo_entrega ?? []} onChange={(metodo_entrega) => update({ metodo_entrega })} />
          <MultiSelectFilter label="Método de pago" values={PAYMENT_METHODS} labels={PAYMENT_LABELS} value={filters.metodo_pago ?? []} onChange={(metodo_pago) => update({ metodo_pago })} />
          {tab.estatus ? (
            <MultiSelectFilter label="Estatus" values={ORDER_STATUSES} labels={ORDER_STATUS_LABELS} value={filters.estatus ?? []} minWidth={160} onChange={(estatus) => update({ estatus })} />
          ) : null}
        </Space>
        <Space wrap size={[8, 8]} style={{ marginBottom: 12, display: 'flex' }}>
          {FORMATS.map(({ format, label }) => (
            <Button key={format} icon={<DownloadOutlined />} loading={exporting === format} onClick={() => void exportAs(format)} data-testid={`report-export-${format}`}>
              {label}
            </Button>
          ))}
        </Space>
        {tab.estatus ? null : (
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            Solo cuenta ventas. {SALES_DEFINITION}
          </Typography.Paragraph>
        )}
        {isError ? <Alert type="error" showIcon title="No se pudo cargar el reporte" style={{ marginBottom: 12 }} data-testid="report-error" /> : null}
        <Table<ReportRow & { __key: string }>
          size="small"
          rowKey="__key"
          columns={columns}
          dataSource={rows}
          loading={isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No hay datos para estos filtros' }}
          data-testid="report-table"
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total_filas ?? 0, showSizeChanger: false, onChange: setPage, size: 'small' }}
          summary={() =>
            data && data.total_filas > 0 ? (
              <Table.Summary fixed>
                <Table.Summary.Row data-testid="report-totals">
                  {data.columnas.map((column, index) => (
                    <Table.Summary.Cell key={column.key} index={index} align={column.money || column.count ? 'right' : 'left'}>
                      <Typography.Text strong>{cell(column, data.totales[column.key])}</Typography.Text>
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              </Table.Summary>
            ) : null
          }
        />
      </Card>
    </section>
  );
}
