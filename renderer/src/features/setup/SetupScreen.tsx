// /configuracion-inicial (commerces registered on or after 2025-08-01; the route table gates it with
// setupOnly): the docs/domain.md (Validación) checklist — WhatsApp, address, delivery, payment (1.5 each) and schedules (1) —
// with the progress figure, which reaches 100 only when all are complete. Each item links to its screen.
import { CheckCircleFilled, ExclamationCircleOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, List, Progress, Result, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { setupProgress } from '@shared/setup-progress';
import { useGetCommerceQuery } from '../../app/coreApi';
import { PageHeader } from '../../components/PageHeader';

export default function SetupScreen() {
  const query = useGetCommerceQuery();
  const commerce = query.data;
  let body: React.ReactNode = <Skeleton active />;
  if (commerce) {
    const progress = setupProgress(commerce);
    body = (
      <>
        <Card style={{ marginBottom: 16 }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 24, flexWrap: 'wrap' }}>
            <span data-testid="setup-percentage" data-percentage={progress.percentage}>
              <Progress type="circle" percent={progress.percentage} size={110} status={progress.complete ? 'success' : 'normal'} aria-label={`Avance ${progress.percentage} %`} />
            </span>
            <div style={{ flex: '1 1 240px' }}>
              <Typography.Title level={3} style={{ marginTop: 0 }}>
                {progress.complete ? '¡Tu comercio está listo para recibir pedidos!' : `Tu comercio está configurado al ${progress.percentage} %`}
              </Typography.Title>
              <Typography.Text type="secondary">
                {progress.items.filter((item) => item.done).length} de {progress.items.length} pasos completos.
              </Typography.Text>
            </div>
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
  } else if (query.isError) {
    body = <Result status="warning" title={MSG.commerceInfoError} />;
  }
  return (
    <section data-testid="screen-setup" aria-label="Configuración inicial">
      <PageHeader title="Configuración inicial" description="Lo que le falta a tu comercio para empezar a recibir pedidos: WhatsApp, dirección, entregas, formas de pago y horarios." />
      {body}
    </section>
  );
}
