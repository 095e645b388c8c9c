// /tarifas: summary of the delivery settings (flows, payment methods, fee) with links to delivery-config,
// the cost simulator and, with PROVEEDORES_ENTREGA, the delivery partners.
import { CalculatorOutlined, CarOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Card, Col, Descriptions, Flex, Result, Row, Skeleton, Tag } from 'antd';
import { Link, Outlet } from 'react-router-dom';
import { FLOW_PAYMENT_METHODS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { formatMoney } from '@shared/money';
import type { Commerce } from '@shared/types/commerce';
import { DELIVERY_FLOWS } from '@shared/validation/delivery-settings';
import { useCan } from '../../app/access';
import { useGetCommerceQuery } from '../../app/coreApi';
import { PageHeader } from '../../components/PageHeader';
import { offeredPaymentMethods } from '@shared/online-payment';
import { DELIVERY_FEE_TYPE_LABELS, FLOW_LABELS, PAYMENT_METHOD_LABELS } from './labels';

export function feeSummary(commerce: Commerce): string {
  if (!commerce.activar_envio_domicilio) return 'Sin envío a domicilio';
  const type = commerce.tipo_envio_domicilio;
  if (!type) return 'Sin tipo de envío seleccionado';
  switch (type) {
    case 'estandar':
      return `${DELIVERY_FEE_TYPE_LABELS.estandar}: ${formatMoney(commerce.costo_envio_domicilio ?? 0)}`;
    case 'por_colonia':
      return `${DELIVERY_FEE_TYPE_LABELS.por_colonia}: ${commerce.colonias.length} colonias`;
    case 'por_kilometro':
      return commerce.informacion_envio
        ? `${formatMoney(commerce.informacion_envio.costo_km)} por km (mínimo ${commerce.informacion_envio.min_km} km, hasta ${commerce.informacion_envio.max_km} km)`
        : DELIVERY_FEE_TYPE_LABELS.por_kilometro;
    case 'percent':
      return `${commerce.costo_por_porcentaje?.cantidad ?? 0} % del subtotal`;
    case 'por_zonas':
      return `${DELIVERY_FEE_TYPE_LABELS.por_zonas}: ${commerce.zonas_envio.length} ${commerce.zonas_envio.length === 1 ? 'zona' : 'zonas'}`;
    default:
      return DELIVERY_FEE_TYPE_LABELS[type];
  }
}

export default function DeliveryFeesScreen() {
  const query = useGetCommerceQuery();
  const hasPartners = useCan('PROVEEDORES_ENTREGA', 'list');
  const commerce = query.data;
  let body: React.ReactNode = <Skeleton active />;
  if (commerce) {
    body = (
      <Row gutter={[16, 16]}>
        {DELIVERY_FLOWS.map((flow) => {
          const active = commerce[flow.active];
          // What customers are offered: a stored «Pago en línea» or «Enlace de pago» is not (shared/online-payment.ts).
          const offered = offeredPaymentMethods(commerce[flow.methods]);
          const methods = FLOW_PAYMENT_METHODS.filter((method) => offered[method]);
          return (
            <Col xs={24} md={8} key={flow.active}>
              <Card size="small" title={FLOW_LABELS[flow.active]} extra={<Tag color={active ? 'green' : 'default'}>{active ? 'Activo' : 'Inactivo'}</Tag>} style={{ height: '100%' }}>
                {active ? (
                  <Flex wrap gap={4}>
                    {methods.length ? methods.map((method) => <Tag key={method}>{PAYMENT_METHOD_LABELS[method]}</Tag>) : <Tag color="red">Sin formas de pago</Tag>}
                  </Flex>
                ) : (
                  <span style={{ color: '#8c8c8c' }}>No disponible para tus clientes</span>
                )}
              </Card>
            </Col>
          );
        })}
        <Col xs={24}>
          <Card size="small" title="Costo de envío a domicilio">
            <Descriptions size="small" column={{ xs: 1, md: 2 }}>
              <Descriptions.Item label="Costo de envío">{feeSummary(commerce)}</Descriptions.Item>
              <Descriptions.Item label="Compra mínima">{commerce.compra_minima_envio_domicilio != null ? formatMoney(commerce.compra_minima_envio_domicilio) : 'Sin mínimo'}</Descriptions.Item>
              <Descriptions.Item label="Envío gratis">
                {commerce.activar_envio_gratis_compra_minima && commerce.importe_envio_gratis_compra_minima != null ? `Desde ${formatMoney(commerce.importe_envio_gratis_compra_minima)}` : 'No'}
              </Descriptions.Item>
              <Descriptions.Item label="Propinas">{commerce.activar_campo_agregar_propina ? 'Sí' : 'No'}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
    );
  } else if (query.isError) {
    body = <Result status="warning" title={MSG.commerceInfoError} />;
  }
  return (
    <section data-testid="screen-delivery-fees" aria-label="Tarifas y entregas">
      <PageHeader
        title="Tarifas y entregas"
        description="Formas de entrega, costo de envío y formas de pago por tipo de entrega."
        extra={
          <Flex gap={8} wrap>
            <Link to="delivery-config">
              <Button type="primary" icon={<SettingOutlined />}>
                Configurar entregas
              </Button>
            </Link>
            <Link to="simulador">
              <Button icon={<CalculatorOutlined />}>Simulador de envío</Button>
            </Link>
            {hasPartners ? (
              <Link to="delivery-partners">
                <Button icon={<CarOutlined />}>Proveedores de entrega</Button>
              </Link>
            ) : null}
          </Flex>
        }
      />
      {body}
      <Outlet />
    </section>
  );
}
