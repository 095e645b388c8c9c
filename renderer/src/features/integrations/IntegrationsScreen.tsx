// /integraciones: providers grouped as in docs/domain.md (Constantes) (repartidores, punto de venta, pagos con tarjeta y
// monedero, notificaciones por WhatsApp) with their status; a provider opens its detail or configuration
// in a drawer over the list (child routes).
import { ApiOutlined, CheckCircleFilled, SettingOutlined } from '@ant-design/icons';
import { isPaymentProviderCode } from '@shared/online-payment';
import { COMING_SOON_LABEL } from '@shared/modules';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { Outlet, useNavigate } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { INTEGRATION_GROUP_LABELS, type IntegrationGroup } from '@shared/validation/integrations';
import { useAccount } from '../../app/access';
import { PageHeader } from '../../components/PageHeader';
import { useGetIntegrationsQuery, type IntegrationView } from './api';
import { WebhooksSection } from './webhooks/WebhooksSection';
import { WhatsAppSettingsCard } from './whatsapp/WhatsAppSettingsCard';
import { ApiKeysSection } from './api-keys/ApiKeysSection';
import { CALLED_PROVIDERS } from './calledProviders';

const GROUP_ORDER: IntegrationGroup[] = ['delivery', 'pos', 'payment', 'whatsapp'];
const SUBGROUP_LABELS = { card: 'Tarjeta', wallet: 'Monedero' } as const;

export function integrationPath(integration: Pick<IntegrationView, 'provider_type' | 'provider_code'>, view?: 'detail' | 'configuration'): string {
  const base = `/integraciones/${integration.provider_type}/${integration.provider_code}`;
  return view ? `${base}/${view}` : base;
}

/**
 * «Conectado» only for the built-in sandbox courier; a provider the product calls reads «Configurado» once its
 * data is saved (its connection test proves it: CALLED_PROVIDERS). Otherwise a provider whose data
 * is saved but that the panel does not call yet says so, and one without data says «Próximamente».
 */
export function StatusTag({ integration }: { integration: Pick<IntegrationView, 'connected' | 'built_in' | 'provider_code'> }) {
  // Stripe, Mercado Pago and Clip charge orders (docs/payments.md): saved data is in use; «Probar conexión» checks it.
  if (integration.connected && isPaymentProviderCode(integration.provider_code))
    return (
      <Tooltip title="Usa «Probar conexión» para comprobar la llave con el proveedor">
        <Tag color="blue">En uso para cobrar</Tag>
      </Tooltip>
    );
  if (CALLED_PROVIDERS[integration.provider_code]) {
    return integration.connected ? (
      <Tooltip title="«Probar conexión» consulta al proveedor">
        <Tag color="blue">Configurado</Tag>
      </Tooltip>
    ) : (
      <Tag data-testid="integration-not-configured">Sin configurar</Tag>
    );
  }
  if (integration.built_in)
    return (
      <Tag color="green" icon={<CheckCircleFilled />}>
        Conectado
      </Tag>
    );
  return integration.connected ? (
    <Tooltip title="El panel todavía no se comunica con este proveedor">
      <Tag color="gold">Datos guardados</Tag>
    </Tooltip>
  ) : (
    <Tag data-testid="integration-coming-soon">{COMING_SOON_LABEL}</Tag>
  );
}

function ProviderCard({ integration }: { integration: IntegrationView }) {
  const navigate = useNavigate();
  const configurable = integration.actions.includes('configure');
  return (
    <Card size="small" data-testid={`integration-${integration.provider_code}`} style={{ height: '100%' }}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text strong>{integration.name}</Typography.Text>
          <StatusTag integration={integration} />
        </Flex>
        {integration.subgroup ? <Typography.Text type="secondary">{SUBGROUP_LABELS[integration.subgroup]}</Typography.Text> : null}
        {isPaymentProviderCode(integration.provider_code) ? (
          <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid="integration-payment-provider">
            Cobra con {integration.name} el «Pago en línea» del menú y los enlaces de pago del mostrador.
          </Typography.Text>
        ) : CALLED_PROVIDERS[integration.provider_code] ? (
          <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid="integration-what-it-does">
            {CALLED_PROVIDERS[integration.provider_code]}
          </Typography.Text>
        ) : integration.built_in ? null : (
          <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid="integration-nothing-sent">
            Todavía no se envía nada a {integration.name}: puedes dejar tus datos guardados (cifrados) para cuando se conecte.
          </Typography.Text>
        )}
        <Flex gap={8} wrap>
          {integration.connected ? (
            <Button size="small" icon={<ApiOutlined />} onClick={() => navigate(integrationPath(integration, 'detail'))}>
              Ver detalle
            </Button>
          ) : null}
          {configurable ? (
            <Button size="small" icon={<SettingOutlined />} onClick={() => navigate(integrationPath(integration, 'configuration'))}>
              {integration.connected || CALLED_PROVIDERS[integration.provider_code] ? 'Configurar' : 'Guardar datos'}
            </Button>
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );
}

export default function IntegrationsScreen() {
  const { data, isLoading, isError } = useGetIntegrationsQuery();
  const isOwner = useAccount()?.role === 'owner';
  return (
    <div data-testid="screen-integrations">
      <PageHeader
        title="Integraciones"
        description="Repartidores, punto de venta, pagos y WhatsApp. Stripe, Mercado Pago, Clip, Loyverse, Picker y WhatsApp (Green-API) funcionan con los datos de tu cuenta."
      />
      {isError ? <Alert type="error" showIcon message={MSG.integrationsError} style={{ marginBottom: 16 }} /> : null}
      {isLoading ? <Skeleton active /> : null}
      {!isLoading && !isError && (data ?? []).length === 0 ? <Empty description="No hay integraciones disponibles" /> : null}
      {GROUP_ORDER.map((group) => {
        const providers = (data ?? []).filter((integration) => integration.group === group);
        if (providers.length === 0) return null;
        return (
          <section key={group} style={{ marginBottom: 24 }} data-testid={`integration-group-${group}`}>
            <Typography.Title level={4}>{INTEGRATION_GROUP_LABELS[group]}</Typography.Title>
            {group === 'whatsapp' ? <WhatsAppSettingsCard /> : null}
            <Row gutter={[12, 12]}>
              {providers.map((integration) => (
                <Col key={integration.provider_code} xs={24} sm={12} lg={8}>
                  <ProviderCard integration={integration} />
                </Col>
              ))}
            </Row>
          </section>
        );
      })}
      {isOwner ? <WebhooksSection /> : null}
      <ApiKeysSection />
      <Outlet />
    </div>
  );
}
