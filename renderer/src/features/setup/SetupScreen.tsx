// /configuracion-inicial (commerces registered on or after 2025-08-01; the route table gates it with
// setupOnly): the docs/domain.md (Validación) checklist — WhatsApp, address, delivery, payment, schedules —
// plus what makes it true (docs/availability.md): an orderable product (from the server's availability
// answer), delivery pricing and, on the desktop, a main printer. It reads "listo" only when every item is
// done; until the product count is known it says nothing is ready. Each item links to its screen.
import { CheckCircleFilled, ExclamationCircleOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, List, Progress, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { Commerce } from '@shared/types/commerce';
import { useAvailability } from '../schedules/api';
import { AvailabilityIndicator } from '../schedules/AvailabilityCard';
import { CommerceScreen } from './CommerceScreen';
import { TestOrderButton } from './TestOrderButton';
import { useSetupProgress } from './useSetupProgress';

function Checklist({ commerce }: { commerce: Commerce }) {
  const availability = useAvailability();
  const progress = useSetupProgress(commerce);
  if (!availability || !progress) return <Skeleton active />;
  const doneCount = progress.items.filter((item) => item.done).length;
  return (
    <>
      <Card style={{ marginBottom: 16 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 24, flexWrap: 'wrap' }}>
          <span data-testid="setup-percentage" data-percentage={progress.percentage} data-complete={progress.complete}>
            <Progress type="circle" percent={progress.percentage} size={110} status={progress.complete ? 'success' : 'normal'} aria-label={`Avance ${progress.percentage} %`} />
          </span>
          <div style={{ flex: '1 1 240px' }}>
            <Typography.Title level={3} style={{ marginTop: 0 }} data-testid="setup-headline">
              {progress.complete ? '¡Listo para recibir pedidos!' : `Tu comercio está configurado al ${progress.percentage} %`}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              {doneCount} de {progress.items.length} pasos completos.
            </Typography.Paragraph>
            <AvailabilityIndicator availability={availability} />
          </div>
        </div>
        <div style={{ marginTop: 16 }}>
          <TestOrderButton idPath={commerce.id_path} />
        </div>
      </Card>
      <Card>
        <List
          dataSource={progress.items}
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
      </Card>
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
