// /configuracion-inicial (commerces registered on or after 2025-08-01; the route table gates it with
// setupOnly): the docs/domain.md (Validación) checklist — WhatsApp, address, delivery, payment, schedules —
// whose weights alone make the percentage, and below it its own list of recommendations that make it true
// (docs/availability.md): an orderable product (from the server's availability answer), delivery pricing
// and, on the desktop, a main printer. It reads "listo" only when both lists are done (data-complete);
// until the product count is known it says nothing is ready. Each item links to its screen.
import { CheckCircleFilled, ExclamationCircleOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, List, Progress, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { SetupItem, SetupProgress } from '@shared/setup-progress';
import type { Commerce } from '@shared/types/commerce';
import { useAvailability } from '../schedules/api';
import { AvailabilityIndicator } from '../schedules/AvailabilityCard';
import { CommerceScreen } from './CommerceScreen';
import { TestOrderButton } from './TestOrderButton';
import { useSetupProgress } from './useSetupProgress';

function SetupList({ items }: { items: readonly SetupItem[] }) {
  return (
    <List
      dataSource={[...items]}
      renderItem={(item) => (
        <List.Item
          data-testid={`setup-item-${item.key}`}
          data-done={item.done}
          actions={[
            <Link key="go" to={item.route} aria-label={`${item.done ? 'Revisar' : 'Completar'}: ${item.label}`}>
              <Button type={item.done ? 'default' : 'primary'} size="small">
                {item.done ? 'Revisar' : 'Completar'} <RightOutlined />
              </Button>
            </Link>,
          ]}
        >
          <List.Item.Meta
            avatar={item.done ? <CheckCircleFilled style={{ color: '#2f9e44', fontSize: 22 }} /> : <ExclamationCircleOutlined style={{ color: '#e8590c', fontSize: 22 }} />}
            title={item.label}
            description={<Tag color={item.done ? 'green' : 'orange'}>{item.done ? 'Completo' : 'Pendiente'}</Tag>}
          />
        </List.Item>
      )}
    />
  );
}

function headline(progress: SetupProgress): string {
  if (progress.ready) return '¡Listo para recibir pedidos!';
  if (progress.complete) return 'Tu comercio está configurado al 100 %: revisa las recomendaciones';
  return `Tu comercio está configurado al ${progress.percentage} %`;
}

function Checklist({ commerce }: { commerce: Commerce }) {
  const availability = useAvailability();
  const progress = useSetupProgress(commerce);
  if (!availability || !progress) return <Skeleton active />;
  const doneCount = progress.items.filter((item) => item.done).length;
  return (
    <>
      <Card style={{ marginBottom: 16 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 24, flexWrap: 'wrap' }}>
          <span data-testid="setup-percentage" data-percentage={progress.percentage} data-complete={progress.ready}>
            <Progress type="circle" percent={progress.percentage} size={110} status={progress.ready ? 'success' : 'normal'} aria-label={`Avance ${progress.percentage} %`} />
          </span>
          <div style={{ flex: '1 1 240px' }}>
            <Typography.Title level={3} style={{ marginTop: 0 }} data-testid="setup-headline">
              {headline(progress)}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              {doneCount} de {progress.items.length} pasos completos
              {progress.recommendations.length > 0 ? ` · ${progress.recommendations.filter((item) => item.done).length} de ${progress.recommendations.length} recomendaciones` : ''}.
            </Typography.Paragraph>
            <AvailabilityIndicator availability={availability} />
          </div>
        </div>
        <div style={{ marginTop: 16 }}>
          <TestOrderButton idPath={commerce.id_path} />
        </div>
      </Card>
      <Card title="Pasos de la configuración">
        <SetupList items={progress.items} />
      </Card>
      {progress.recommendations.length > 0 ? (
        <Card title="Recomendaciones para empezar a vender" style={{ marginTop: 16 }} data-testid="setup-recommendations">
          <Typography.Paragraph type="secondary">No cuentan en el porcentaje, pero sin ellas tus clientes no podrán pedir o no verás sus tickets.</Typography.Paragraph>
          <SetupList items={progress.recommendations} />
        </Card>
      ) : null}
    </>
  );
}

export default function SetupScreen() {
  return (
    <CommerceScreen
      testId="screen-setup"
      title="Configuración inicial"
      description="Lo que le falta a tu comercio para empezar a recibir pedidos: WhatsApp, dirección, entregas, formas de pago, horarios, productos y, en la app de escritorio, la impresora."
    >
      {(commerce) => <Checklist commerce={commerce} />}
    </CommerceScreen>
  );
}
