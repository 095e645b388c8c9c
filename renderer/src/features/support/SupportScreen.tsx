// /asistencia: tutorials and help articles (seeded, Spanish), the support WhatsApp link and the news feed.
// A tutorial (tutorial/{tutoId}) or article ({id}) opens in a drawer over the list.
import { PlayCircleOutlined, ReadOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, List, Row, Skeleton, Tag, Typography } from 'antd';
import { Link, Outlet } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { whatsappSupportUrl } from '../../shell/UserMenu';
import { useGetHelpContentQuery, type HelpSummary } from './api';
import { NewsList } from './NewsList';

const LOAD_ERROR = 'Error al cargar los tutoriales';

function HelpList({ items, to, icon, testId }: { items: HelpSummary[]; to: (item: HelpSummary) => string; icon: React.ReactNode; testId: string }) {
  if (items.length === 0) return <Empty description="Sin contenido por ahora" />;
  return (
    <List
      data-testid={testId}
      dataSource={items}
      renderItem={(item) => (
        <List.Item key={item.id}>
          <List.Item.Meta
            avatar={icon}
            title={<Link to={to(item)}>{item.titulo}</Link>}
            description={
              <>
                <Tag>{item.categoria}</Tag>
                {item.descripcion}
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}

export default function SupportScreen() {
  const { data, isLoading, isError } = useGetHelpContentQuery();
  return (
    <div data-testid="screen-support">
      <PageHeader
        title="Asistencia técnica"
        description="Tutoriales y artículos de ayuda para usar tu panel."
        extra={
          <Button type="primary" icon={<WhatsAppOutlined />} href={whatsappSupportUrl()} target="_blank" rel="noopener noreferrer" data-testid="support-whatsapp">
            Soporte por WhatsApp
          </Button>
        }
      />
      {isError ? <Alert type="error" showIcon message={LOAD_ERROR} style={{ marginBottom: 16 }} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title="Tutoriales" style={{ marginBottom: 16 }}>
            {isLoading ? <Skeleton active /> : <HelpList items={data?.tutoriales ?? []} to={(item) => `/asistencia/tutorial/${item.id}`} icon={<PlayCircleOutlined />} testId="tutorial-list" />}
          </Card>
          <Card title="Artículos de ayuda">
            {isLoading ? <Skeleton active /> : <HelpList items={data?.articulos ?? []} to={(item) => `/asistencia/${item.id}`} icon={<ReadOutlined />} testId="article-list" />}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title="Novedades">
            <Typography.Paragraph type="secondary">Lo más reciente del blog del panel.</Typography.Paragraph>
            <NewsList />
          </Card>
        </Col>
      </Row>
      <Outlet />
    </div>
  );
}
