// Frame of a menu child screen (form, ordering, import…): a card with its heading, a back button and states.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';

export interface SubScreenProps {
  id: string;
  title: string;
  description?: ReactNode;
  backTo: string;
  loading?: boolean;
  error?: string | null;
  extra?: ReactNode;
  children?: ReactNode;
}

export function SubScreen({ id, title, description, backTo, loading, error, extra, children }: SubScreenProps) {
  const navigate = useNavigate();
  return (
    <Card data-testid={`screen-${id}`} role="region" aria-label={title}>
      <PageHeader
        level={2}
        title={title}
        description={description}
        extra={
          <>
            {extra}
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(backTo)}>
              Volver
            </Button>
          </>
        }
      />
      {loading ? <Skeleton active paragraph={{ rows: 6 }} /> : error ? <Alert type="error" showIcon message={error} /> : children}
    </Card>
  );
}
