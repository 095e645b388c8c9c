// /estadisticas: the dashboard of a period (hoy, semana, mes or a custom range, in the commerce's time
// zone): sales, orders and average ticket, charts by day, hour, status, delivery type and payment method,
// top products; below, the four reports of docs/domain.md (Constantes) with filters and CSV/Excel/PDF downloads.
// The owner of several locations chooses one of them or «Todas las sucursales» (each location side by side,
// then the figures of their sum; docs/locations.md, "Consolidated views").
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, DatePicker, Empty, Row, Segmented, Skeleton, Space, Statistic, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DEFAULT_TIME_ZONE } from '@shared/constants';
import { formatMoney } from '@shared/money';
import { useGetCommerceQuery } from '../../app/coreApi';
import { PageHeader } from '../../components/PageHeader';
import { ALL_LOCATIONS } from '@shared/types/locations-reports';
import { selectSession } from '../../app/session';
import { useAppSelector } from '../../app/store';
import { useGetConsolidatedStatsQuery, useGetStatsQuery } from './api';
import { LocationSelect, useLocations } from './LocationSelect';
import { LocationsTable } from './LocationsTable';
import { BreakdownPie, SalesByDayChart, SalesByHourChart } from './Charts';
import { channelSlices, deliverySlices, isEmptyDashboard, lastSevenDays, paymentSlices, PERIOD_OPTIONS, statusSlices, type StatsDashboard, type StatsPeriod, type StatsQuery } from './model';
import { ReportsSection } from './ReportsSection';
import { SALES_DEFINITION } from '@shared/orders/sales';
import { formatCount } from '@shared/count';
import { OnlineByProvider } from '../online-payments/OnlineByProvider';

const DAY = 'YYYY-MM-DD';

function Kpis({ data }: { data: StatsDashboard }) {
  const items = [
    // Sales are order totals: the title says what is in them (SALES_DEFINITION).
    { key: 'ventas', title: 'Ventas (con envío y propina)', value: formatMoney(data.ventas) },
    // es-MX digits ('1,040'), like the money beside it; not left to antd's default separator.
    { key: 'pedidos', title: 'Pedidos', value: formatCount(data.pedidos) },
    { key: 'ticket', title: 'Ticket promedio', value: formatMoney(data.ticket_promedio) },
  ];
  return (
    <Row gutter={[12, 12]}>
      {items.map((item) => (
        // On phones sales take the full row and the two counts share the next one.
        <Col xs={item.key === 'ventas' ? 24 : 12} sm={8} key={item.key}>
          <Card size="small" data-testid={`kpi-${item.key}`}>
            <Statistic title={item.title} value={item.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function TopProducts({ data }: { data: StatsDashboard['productos_top'] }) {
  return (
    <Card title="Productos más vendidos" size="small" styles={{ body: { padding: 0 } }} data-testid="top-products">
      <Table
        size="small"
        rowKey={(r) => `${r.nombre}|${r.presentacion ?? ''}`}
        dataSource={data}
        pagination={false}
        locale={{ emptyText: 'Sin productos vendidos' }}
        columns={[
          { title: 'Producto', key: 'nombre', render: (_: unknown, r) => (r.presentacion ? `${r.nombre} · ${r.presentacion}` : r.nombre) },
          { title: 'Cantidad', dataIndex: 'cantidad', key: 'cantidad', align: 'right', width: 90 },
          { title: 'Importe', dataIndex: 'importe', key: 'importe', align: 'right', width: 120, render: (v: number) => formatMoney(v) },
        ]}
      />
    </Card>
  );
}

export default function StatsScreen() {
  const [query, setQuery] = useState<StatsQuery>({ periodo: 'hoy' });
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  // "Today" is the commerce's calendar day, not the browser's (docs/onboarding.md).
  const zone = useGetCommerceQuery().data?.zona_horaria;
  const skip = query.periodo === 'personalizado' && !(query.desde && query.hasta);
  const ownCommerce = useAppSelector(selectSession)?.id_comercio ?? '';
  const { several } = useLocations();
  const [picked, setLocation] = useState<string | null>(null);
  const comercio = several ? (picked ?? ownCommerce) : undefined;
  const all = comercio === ALL_LOCATIONS;
  const one = useGetStatsQuery({ ...query, comercio }, { skip: skip || all });
  const consolidated = useGetConsolidatedStatsQuery(query, { skip: skip || !all });
  const { isFetching, isLoading, isError, refetch } = all ? consolidated : one;
  const data = all ? consolidated.data?.total : one.data;

  const choosePeriod = (periodo: StatsPeriod) => {
    if (periodo === 'personalizado') {
      const week = lastSevenDays(new Date(), zone ?? DEFAULT_TIME_ZONE);
      const [from, to] = range ?? [dayjs(week.desde), dayjs(week.hasta)];
      setRange([from, to]);
      setQuery({ periodo, desde: from.format(DAY), hasta: to.format(DAY) });
    } else setQuery({ periodo });
  };

  return (
    <section data-testid="screen-stats" aria-label="Estadísticas">
      <PageHeader title="Estadísticas" description={`Ventas y pedidos de tu comercio por periodo, en la zona horaria del comercio. ${SALES_DEFINITION}`} />
      <Space wrap size={[12, 12]} style={{ marginBottom: 16 }}>
        <LocationSelect value={comercio ?? ownCommerce} onChange={setLocation} testId="stats-location" />
        <Segmented<StatsPeriod> options={PERIOD_OPTIONS} value={query.periodo} onChange={choosePeriod} data-testid="stats-period" />
        {query.periodo === 'personalizado' ? (
          <DatePicker.RangePicker
            value={range}
            format="DD/MM/YYYY"
            allowClear={false}
            aria-label="Rango de fechas"
            data-testid="stats-range"
            onChange={(values) => {
              if (!values?.[0] || !values[1]) return;
              setRange([values[0], values[1]]);
              setQuery({ periodo: 'personalizado', desde: values[0].format(DAY), hasta: values[1].format(DAY) });
            }}
          />
        ) : null}
        {data ? <Typography.Text type="secondary">{data.desde === data.hasta ? dayjs(data.desde).format('DD/MM/YYYY') : `${dayjs(data.desde).format('DD/MM/YYYY')} – ${dayjs(data.hasta).format('DD/MM/YYYY')}`}</Typography.Text> : null}
      </Space>

      {isError ? (
        <Alert
          type="error"
          showIcon
          title="No se pudieron cargar las estadísticas"
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void refetch()}>
              Reintentar
            </Button>
          }
          style={{ marginBottom: 16 }}
          data-testid="stats-error"
        />
      ) : null}
      {isLoading ? <Skeleton active data-testid="stats-loading" /> : null}
      {data && !isError ? (
        <div style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity .2s' }}>
          <Kpis data={data} />
          {all && consolidated.data ? <LocationsTable data={consolidated.data} /> : null}
          {isEmptyDashboard(data) ? (
            <Card style={{ marginTop: 12 }} data-testid="stats-empty">
              <Empty description="No hay pedidos en este periodo" />
            </Card>
          ) : (
            <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
              <Col xs={24} lg={12}>
                <SalesByDayChart data={data.ventas_por_dia} />
              </Col>
              <Col xs={24} lg={12}>
                <SalesByHourChart data={data.ventas_por_hora} />
              </Col>
              <Col xs={24} md={12} xl={8}>
                <BreakdownPie title="Pedidos por estatus" slices={statusSlices(data.por_estatus)} testId="chart-by-status" />
              </Col>
              <Col xs={24} md={12} xl={8}>
                <BreakdownPie title="Por tipo de entrega" slices={deliverySlices(data.por_tipo_entrega)} testId="chart-by-delivery" />
              </Col>
              <Col xs={24} md={12} xl={8}>
                <BreakdownPie title="Por método de pago" slices={paymentSlices(data.por_metodo_pago)} testId="chart-by-payment" />
              </Col>
              {data.por_canal && data.por_canal.length > 0 ? (
                <Col xs={24} md={12} xl={8}>
                  <BreakdownPie title="Por canal externo" slices={channelSlices(data.por_canal)} testId="chart-by-channel" />
                </Col>
              ) : null}
              {(data.en_linea_por_proveedor?.length ?? 0) + (data.reembolsos?.length ?? 0) > 0 ? (
                <Col xs={24} md={12} xl={8}>
                  <OnlineByProvider online={data.en_linea_por_proveedor ?? []} refunds={data.reembolsos ?? []} />
                </Col>
              ) : null}
              <Col xs={24}>
                <TopProducts data={data.productos_top} />
              </Col>
            </Row>
          )}
        </div>
      ) : null}
      <ReportsSection comercio={comercio} />
    </section>
  );
}
