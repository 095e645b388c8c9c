// /mi-cuenta (not for FUNDADOR): plan, trial days left, monthly order usage with its colour (50/75/90),
// subscription payment state with retry (status warning 6), billing portal links and invoices.
import { CreditCardOutlined, FileTextOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Descriptions, Empty, Flex, Progress, Row, Skeleton, Table, Tag, Typography } from 'antd';
import { MSG } from '@shared/messages';
import { formatDate } from '@shared/dates';
import { usageColor } from '@shared/modules';
import { formatMoney } from '@shared/money';
import type { AccountDetails } from '@shared/types/account';
import { errorMessage } from '../../app/baseQuery';
import { useGetAccountDetailsQuery, useGetPlansQuery } from '../../app/coreApi';
import { useToast } from '../../app/feedback';
import { PageHeader } from '../../components/PageHeader';
import { DataExportCard } from './DataExportCard';
import { PhoneValidationCard } from './PhoneValidationCard';
import { PlansCard } from './PlansCard';
import { LocationsCard } from './LocationsCard';
import { useGetBillingPortalMutation, useGetInvoicePortalMutation, useGetInvoicesQuery, useRetryBillingMutation, type Invoice } from './api';

const USAGE_COLORS = { green: '#52c41a', amber: '#fadb14', orange: '#fa8c16', red: '#f5222d' } as const;
const INVOICE_STATUS: Record<Invoice['status'], { label: string; color: string }> = {
  paid: { label: 'Pagada', color: 'green' },
  open: { label: 'Pendiente', color: 'gold' },
  uncollectible: { label: 'No cobrada', color: 'red' },
  void: { label: 'Anulada', color: 'default' },
  draft: { label: 'Borrador', color: 'default' },
};

export function hasPaymentProblem(invoice: AccountDetails['lastSuscriptionInvoice']): boolean {
  return Boolean(invoice && (invoice.status === 'uncollectible' || (invoice.status === 'open' && invoice.attempt_count > 0)));
}

function UsageCard({ account }: { account: AccountDetails }) {
  const { currentMonthCount, monthlyLimit, quotaUsagePercent } = account.orderLimits;
  return (
    <Card title="Pedidos de este mes" data-testid="order-usage">
      {monthlyLimit == null ? (
        <Typography.Paragraph>
          {currentMonthCount} pedidos. Tu plan no tiene límite mensual.
        </Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph>
            {currentMonthCount} de {monthlyLimit} pedidos ({Math.round(quotaUsagePercent)}%)
          </Typography.Paragraph>
          <Progress percent={Math.min(100, quotaUsagePercent)} showInfo={false} strokeColor={USAGE_COLORS[usageColor(quotaUsagePercent)]} aria-label="Uso de pedidos del mes" />
        </>
      )}
      {account.orderLimits.perLocation ? (
        // The plan's limit is the account's: the total above, and each location's share (docs/locations.md).
        <Descriptions column={1} size="small" title="Por sucursal" data-testid="order-usage-per-location">
          {account.orderLimits.perLocation.map((location) => (
            <Descriptions.Item key={location.id_comercio} label={location.nombre}>
              {location.currentMonthCount === 1 ? '1 pedido' : `${location.currentMonthCount} pedidos`}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : null}
    </Card>
  );
}

function BillingCard({ account }: { account: AccountDetails }) {
  const toast = useToast();
  const [billingPortal, billingState] = useGetBillingPortalMutation();
  const [invoicePortal, invoiceState] = useGetInvoicePortalMutation();
  const [retry, retryState] = useRetryBillingMutation();
  const open = async (load: () => Promise<string>, fallback: string) => {
    try {
      window.open(await load(), '_blank', 'noopener,noreferrer');
    } catch (error) {
      toast.error(errorMessage(error, fallback));
    }
  };
  const retryCharge = async () => {
    try {
      await retry().unwrap();
      toast.success('Cobro realizado correctamente');
    } catch (error) {
      toast.error(errorMessage(error, MSG.paymentInfoError));
    }
  };
  return (
    <Card title="Pagos y facturación">
      {hasPaymentProblem(account.lastSuscriptionInvoice) ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message="No pudimos cobrar tu suscripción"
          action={
            <Button size="small" icon={<ReloadOutlined />} loading={retryState.isLoading} onClick={retryCharge}>
              Reintentar cobro
            </Button>
          }
        />
      ) : null}
      <Flex gap={8} wrap>
        <Button icon={<CreditCardOutlined />} loading={billingState.isLoading} onClick={() => open(async () => (await billingPortal().unwrap()).stripe_customer_portal, MSG.paymentInfoError)}>
          Métodos de pago
        </Button>
        <Button icon={<FileTextOutlined />} loading={invoiceState.isLoading} onClick={() => open(async () => (await invoicePortal().unwrap()).signedUrl, MSG.invoicesError)}>
          Portal de facturas
        </Button>
      </Flex>
    </Card>
  );
}

function InvoicesCard() {
  const { data, isLoading, isError } = useGetInvoicesQuery();
  return (
    <Card title="Facturas">
      {isError ? <Alert type="error" showIcon message={MSG.invoicesError} /> : null}
      {isLoading ? <Skeleton active /> : null}
      {data && data.facturas.length === 0 ? <Empty description="Aún no hay facturas" /> : null}
      {data && data.facturas.length > 0 ? (
        <Table<Invoice>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={data.facturas}
          columns={[
            { title: 'Fecha', dataIndex: 'fecha', render: (value: string) => formatDate(value) },
            { title: 'Total', dataIndex: 'total', render: (value: number) => formatMoney(value) },
            { title: 'Estado', dataIndex: 'status', render: (value: Invoice['status']) => <Tag color={INVOICE_STATUS[value].color}>{INVOICE_STATUS[value].label}</Tag> },
            { title: '', dataIndex: 'pdf_url', render: (url: string | null) => (url ? <a href={url} target="_blank" rel="noopener noreferrer">PDF</a> : null) },
          ]}
        />
      ) : null}
    </Card>
  );
}

export default function MyAccountScreen() {
  const { data: account, isLoading, isError } = useGetAccountDetailsQuery();
  const { data: plans } = useGetPlansQuery();
  const plan = plans?.find((p) => p.id === account?.planId);
  return (
    <div data-testid="screen-my-account">
      <PageHeader title="Mi cuenta" description="Tu plan, el uso del mes y tu facturación." />
      {isError ? <Alert type="error" showIcon message={MSG.subscriptionDetailsError} style={{ marginBottom: 16 }} /> : null}
      {isLoading ? <Skeleton active /> : null}
      {account ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card title="Plan" data-testid="account-plan">
              <Descriptions column={1} size="small">
                <Descriptions.Item label="Plan">{plan?.nombre ?? account.planId}</Descriptions.Item>
                {plan ? <Descriptions.Item label="Precio mensual">{formatMoney(plan.precio_mensual)}</Descriptions.Item> : null}
                {account.planId === 'TRIAL' ? (
                  <Descriptions.Item label="Prueba gratis">
                    {account.trialDaysRemaining === 1 ? 'Queda 1 día' : `Quedan ${account.trialDaysRemaining} días`}
                  </Descriptions.Item>
                ) : null}
              </Descriptions>
            </Card>
          </Col>
          {account.planId === 'TRIAL' || account.planId === 'FREEMIUM' ? (
            <Col xs={24}>
              <PlansCard account={account} />
            </Col>
          ) : null}
          <Col xs={24} lg={12}>
            <UsageCard account={account} />
          </Col>
          <Col xs={24} lg={12}>
            <BillingCard account={account} />
          </Col>
          <Col xs={24} lg={12}>
            <InvoicesCard />
          </Col>
          <Col xs={24} lg={12}>
            <PhoneValidationCard />
          </Col>
          <Col xs={24} lg={12}>
            <LocationsCard />
          </Col>
          <Col xs={24} lg={12}>
            <DataExportCard />
          </Col>
        </Row>
      ) : null}
    </div>
  );
}
