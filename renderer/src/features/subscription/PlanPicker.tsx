// Plans from GET /v1/planes with the default plan (PROFESIONAL, docs/domain.md (Constantes)) preselected, and the
// account's current plan marked «Tu plan actual» (a free or trial plan shown first, not for sale).
import { CheckOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Radio, Row, Skeleton, Tag, Typography } from 'antd';
import { DEFAULT_PLAN, type ModuleId, type PlanId } from '@shared/constants';
import { MSG } from '@shared/messages';
import { formatMoney } from '@shared/money';
import type { Plan } from '@shared/types/account';
import { useGetPlansQuery } from '../../app/coreApi';

/** Plans a commerce can buy: not the free, trial or founder ones. */
export function purchasablePlans(plans: readonly Plan[]): Plan[] {
  return plans.filter((plan) => !['FREEMIUM', 'TRIAL', 'FUNDADOR'].includes(plan.id)).sort((a, b) => a.precio_mensual - b.precio_mensual);
}

export function PlanPicker({ value, onChange, highlightModule, currentPlan }: { value: PlanId; onChange: (plan: PlanId) => void; highlightModule?: ModuleId; currentPlan?: PlanId }) {
  const { data, isLoading, isError } = useGetPlansQuery();
  if (isLoading) return <Skeleton active />;
  if (isError || !data) return <Alert type="error" showIcon title={MSG.plansError} />;
  const forSale = purchasablePlans(data);
  const current = data.find((plan) => plan.id === currentPlan);
  const plans = current && !forSale.includes(current) ? [current, ...forSale] : forSale;
  return (
    <Radio.Group value={value} onChange={(event) => onChange(event.target.value as PlanId)} style={{ width: '100%' }} aria-label="Planes disponibles">
      <Row gutter={[16, 16]}>
        {plans.map((plan) => {
          const includes = highlightModule ? plan.modulos.includes(highlightModule) : true;
          const isCurrent = plan.id === currentPlan;
          const forSaleCard = forSale.includes(plan);
          return (
            <Col xs={24} md={12} xl={6} key={plan.id}>
              <Card
                data-testid={`plan-${plan.id}`}
                data-selected={plan.id === value}
                data-current={isCurrent}
                hoverable={forSaleCard}
                onClick={() => (forSaleCard ? onChange(plan.id) : undefined)}
                style={{ height: '100%', borderColor: plan.id === value ? '#c2410c' : undefined, borderWidth: plan.id === value ? 2 : 1 }}
              >
                <Radio value={plan.id} disabled={!forSaleCard}>
                  <Typography.Text strong style={{ fontSize: 17 }}>
                    {plan.nombre}
                  </Typography.Text>
                </Radio>
                {isCurrent ? (
                  <Tag color="blue" style={{ marginInlineStart: 8 }}>
                    Tu plan actual
                  </Tag>
                ) : null}
                {plan.id === DEFAULT_PLAN && !isCurrent ? <Tag color="orange" style={{ marginInlineStart: 8 }}>Recomendado</Tag> : null}
                <Typography.Title level={3} style={{ margin: '12px 0 4px' }}>
                  {formatMoney(plan.precio_mensual)}
                  <Typography.Text type="secondary" style={{ fontSize: 14, fontWeight: 400 }}>
                    {' '}
                    / mes
                  </Typography.Text>
                </Typography.Title>
                <Typography.Paragraph type="secondary">{plan.descripcion}</Typography.Paragraph>
                <Typography.Text>
                  {plan.limite_pedidos_mensual === null ? 'Pedidos ilimitados' : `Hasta ${plan.limite_pedidos_mensual} pedidos al mes`}
                </Typography.Text>
                {highlightModule ? (
                  <div style={{ marginTop: 8 }}>
                    {includes ? (
                      <Tag icon={<CheckOutlined />} color="success">
                        Incluye este módulo
                      </Tag>
                    ) : (
                      <Tag>No incluye este módulo</Tag>
                    )}
                  </div>
                ) : null}
              </Card>
            </Col>
          );
        })}
      </Row>
    </Radio.Group>
  );
}
